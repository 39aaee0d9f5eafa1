import { PlaceholderDetailScreen } from '../../../../features/screen-placeholders/components/placeholder-detail-screen';

/** /views/setting/budgetSummary */
export function Component() {
  return <PlaceholderDetailScreen titleKey="settingBudgetSummary" backTo="/views/setting/budget" />;
}

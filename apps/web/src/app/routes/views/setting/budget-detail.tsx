import { PlaceholderDetailScreen } from '../../../../features/screen-placeholders/components/placeholder-detail-screen';

/** /views/setting/budgetDetail */
export function Component() {
  return <PlaceholderDetailScreen titleKey="settingBudgetDetail" backTo="/views/setting/budget" />;
}

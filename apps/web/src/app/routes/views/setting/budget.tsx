import { PlaceholderListScreen } from '../../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/setting/budget */
export function Component() {
  return <PlaceholderListScreen area="settingBudget" />;
}

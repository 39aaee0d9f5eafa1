import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/expense-status */
export function Component() {
  return <PlaceholderListScreen area="expenseStatus" />;
}

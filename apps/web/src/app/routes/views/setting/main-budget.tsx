import { BudgetItemsScreen } from '../../../../features/budget-items/components/budget-items-screen';

/** /views/setting/main-budget */
export function Component() {
  return <BudgetItemsScreen />;
}

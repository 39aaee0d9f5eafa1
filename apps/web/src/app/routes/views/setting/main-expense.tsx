import { ExpenseTypesScreen } from '../../../../features/expense-types/components/expense-types-screen';

/** /views/setting/main-expense */
export function Component() {
  return <ExpenseTypesScreen />;
}

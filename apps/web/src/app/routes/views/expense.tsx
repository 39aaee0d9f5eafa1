import { ExpenseScreen } from '../../../features/expenses/components/expense-screen';

/** /views/expense */
export function Component() {
  return <ExpenseScreen />;
}

import { ExpenseStatusScreen } from '../../../features/expenses/components/expense-status-screen';

/** /views/expense-status */
export function Component() {
  return <ExpenseStatusScreen />;
}

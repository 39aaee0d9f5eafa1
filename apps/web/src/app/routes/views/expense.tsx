import { useSearchParams } from 'react-router';
import { billingMonth } from '@suanklang/shared';
import { ExpenseScreen } from '../../../features/expenses/components/expense-screen';

/** /views/expense (?month=YYYY-MM opens that billing month) */
export function Component() {
  const month = billingMonth.safeParse(useSearchParams()[0].get('month'));
  return <ExpenseScreen initialMonth={month.success ? month.data : undefined} />;
}

import { BudgetDetailScreen } from '../../../../features/budgets/components/budget-detail-screen';

/** /views/setting/budgetDetail?year=YYYY (or ?id=<budgetHeaderID>) */
export function Component() {
  return <BudgetDetailScreen />;
}

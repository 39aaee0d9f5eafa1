import { BudgetSummaryScreen } from '../../../../features/budgets/components/budget-summary-screen';

/** /views/setting/budgetSummary?year=YYYY */
export function Component() {
  return <BudgetSummaryScreen />;
}

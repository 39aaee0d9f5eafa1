import { BudgetsScreen } from '../../../../features/budgets/components/budgets-screen';

/** /views/setting/budget */
export function Component() {
  return <BudgetsScreen />;
}

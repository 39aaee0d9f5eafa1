import { StatementLayoutScreen } from '../../../../features/statement-layout/components/statement-layout-screen';

/** /views/setting/financial-statement */
export function Component() {
  return <StatementLayoutScreen />;
}

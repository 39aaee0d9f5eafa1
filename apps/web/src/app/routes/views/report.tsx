import { ReportsScreen } from '../../../features/reports/components/reports-screen';

/** /views/report */
export function Component() {
  return <ReportsScreen />;
}

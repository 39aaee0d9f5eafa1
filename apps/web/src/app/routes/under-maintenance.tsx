import { MaintenancePage } from '../../features/shell/components/status-page';

/** /underMaintenance */
export function Component() {
  return <MaintenancePage />;
}

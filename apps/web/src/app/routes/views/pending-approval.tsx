import { PendingApprovalScreen } from '../../../features/pending-approval/components/pending-approval-screen';

/** /views/pending-approval */
export function Component() {
  return <PendingApprovalScreen />;
}

import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/pending-approval */
export function Component() {
  return <PlaceholderListScreen area="pendingApproval" />;
}

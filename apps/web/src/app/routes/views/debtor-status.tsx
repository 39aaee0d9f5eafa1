import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/debtor-status */
export function Component() {
  return <PlaceholderListScreen area="debtorStatus" />;
}

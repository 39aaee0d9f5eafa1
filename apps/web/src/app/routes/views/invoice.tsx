import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/invoice */
export function Component() {
  return <PlaceholderListScreen area="invoice" />;
}

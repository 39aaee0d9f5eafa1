import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/credit-note */
export function Component() {
  return <PlaceholderListScreen area="creditNote" />;
}

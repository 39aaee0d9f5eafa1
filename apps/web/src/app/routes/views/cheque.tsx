import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/cheque */
export function Component() {
  return <PlaceholderListScreen area="cheque" />;
}

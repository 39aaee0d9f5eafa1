import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/receipt */
export function Component() {
  return <PlaceholderListScreen area="receipt" />;
}

import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/document */
export function Component() {
  return <PlaceholderListScreen area="document" />;
}

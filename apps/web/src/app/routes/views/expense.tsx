import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/expense */
export function Component() {
  return <PlaceholderListScreen area="expense" />;
}

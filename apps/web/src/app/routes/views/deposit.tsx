import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/deposit */
export function Component() {
  return <PlaceholderListScreen area="deposit" />;
}

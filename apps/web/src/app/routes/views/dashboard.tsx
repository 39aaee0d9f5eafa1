import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/dashboard */
export function Component() {
  return <PlaceholderListScreen area="dashboard" />;
}

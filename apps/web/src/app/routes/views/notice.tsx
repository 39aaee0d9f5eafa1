import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/notice */
export function Component() {
  return <PlaceholderListScreen area="notice" />;
}

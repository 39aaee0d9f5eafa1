import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/report */
export function Component() {
  return <PlaceholderListScreen area="report" />;
}

import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/request-pay */
export function Component() {
  return <PlaceholderListScreen area="requestPay" />;
}

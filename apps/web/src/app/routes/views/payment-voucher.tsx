import { PlaceholderListScreen } from '../../../features/screen-placeholders/components/placeholder-list-screen';

/** /views/payment-voucher */
export function Component() {
  return <PlaceholderListScreen area="paymentVoucher" />;
}

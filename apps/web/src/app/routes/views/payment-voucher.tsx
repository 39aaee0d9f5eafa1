import { PaymentVoucherScreen } from '../../../features/payment-voucher/components/payment-voucher-screen';

/** /views/payment-voucher */
export function Component() {
  return <PaymentVoucherScreen />;
}

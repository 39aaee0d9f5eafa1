/** The public face of the payment-vouchers module: other modules import only from here. */
export {
  chequeBook,
  paymentVoucher,
  paymentVoucherPayment,
  paymentVoucherRequest,
} from './payment-vouchers.schema';

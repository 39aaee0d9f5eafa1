/** The public face of the manual-vouchers module: other modules import only from here. */
export { pendingBetween as pendingManualVouchersBetween } from './manual-vouchers.repository';
export { manualVoucherNoOf } from './manual-vouchers.repository';

/** The public face of the request-pay module: other modules import only from here. */
import './commitments';
import './receipt-guard';
export { requestPay, requestPayLine } from './request-pay.schema';
export { lockRequests, markPaid, markPayable, payableOf, payableRequests } from './payable';
export { lockPettyCash, pettyCashAvailable } from './petty-cash';

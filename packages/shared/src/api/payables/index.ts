export * from './request-pay';
export * from './payment-voucher';

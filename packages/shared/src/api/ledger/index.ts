export * from './gl';
export * from './manual-voucher';

export * from './gl';
export * from './manual-voucher';
export * from './statements';
export * from './ledger-reports';
export * from './opening-balance';
export * from './budget';

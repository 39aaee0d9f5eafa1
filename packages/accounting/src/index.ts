export * from './journal';
export * from './accounts';
export * from './postings';
export * from './billing';
export * from './surcharge';
export * from './settlement';
export * from './trial-balance';
export * from './ledger-report';

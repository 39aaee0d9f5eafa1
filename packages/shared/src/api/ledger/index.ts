export * from './gl';
export * from './ledger-reports';

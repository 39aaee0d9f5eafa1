export * from './expenses';
export * from './invoices';

export * from './expenses';
export * from './invoices';
export * from './surcharge';

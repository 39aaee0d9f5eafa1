export * from './expenses';
export * from './invoices';
export * from './surcharge';
export * from './invoice-import';

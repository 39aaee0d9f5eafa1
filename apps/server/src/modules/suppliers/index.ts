/** The public face of the suppliers module: other modules import only from here. */
export { supplier, supplierBankAccount, supplierDocumentAccount } from './suppliers.schema';

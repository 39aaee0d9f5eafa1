/** The public face of the invoices module: other modules import only from here. */
export {
  billedCustomers,
  billedPartyColumns,
  currentOccupants,
  customerSnapshot,
  findExpenseTypeByCode,
  findUnitByCode,
  vatRatePermille,
} from './billed-party';
export type { BilledCustomer, Occupant } from './billed-party';
export { branchText } from './document/labels';
export { Pen, stampAcross, startA4Pdf } from './document/pen';
export { drawPageHeader, drawVoucherHead, type PageHeader } from './document/page-header';
export type { TextStyle, TextTrace } from './document/pen';
export type { InvoiceDocumentParty } from './document/types';
export { writeInvoices } from './invoice-writer';
export { expenseTypeName, lineDescription, surchargeLineText } from './line-text';
export { openInvoice, openLineAmount, openLinesOfInvoice } from './open-items';
export type { InvoiceDraft, InvoiceLineDraft } from './invoice-writer';
export { billedCharge, billingRun, invoice, invoiceLine } from './invoices.schema';

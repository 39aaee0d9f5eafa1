/** What the invoice PDF prints; money is integer satang, dates ISO (CE). */

export type InvoiceDocumentParty = {
  name: string;
  address: string | null;
  taxId: string | null;
  /** '00000' is the head office; other values print as a branch number. */
  branchNo: string | null;
};

export type InvoiceDocumentLine = {
  description: string;
  /** A metered line's readings and use, as decimal text ('1234.00'); printed under the description. */
  meter?: { previous: string; current: string; used: string } | null;
  /** The meter type's minimum charge was billed instead of the priced use; the line says so. */
  chargedMinimum?: boolean;
  /** The billing cycle, already formatted for the document's language. */
  period: string | null;
  quantity: string | null;
  /** Satang. */
  unitPrice: number | null;
  amountExcludeVat: number;
  vat: number;
  amount: number;
};

export type InvoiceDocument = {
  lang: 'th' | 'en';
  property: InvoiceDocumentParty & { phone: string | null };
  customer: InvoiceDocumentParty;
  unitCode: string;
  invoiceNo: string;
  invoiceDate: string;
  dueDate: string;
  /** The property is VAT-registered: the words ใบกำกับภาษี and the Revenue Code s.86/4 fields are printed. */
  taxInvoice: boolean;
  status: 'ISSUED' | 'CANCELLED' | 'DRAFT';
  lines: InvoiceDocumentLine[];
  totals: { amountExcludeVat: number; vat: number; grandTotal: number };
  /** null: no QR or barcode section. */
  payment: { billerId: string; ref1: string; ref2: string } | null;
  note?: string | null;
};

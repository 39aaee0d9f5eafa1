import { billPaymentBarcode, billPaymentPayload, normalizeBillRef } from '@suanklang/shared';
import type { InvoiceDocument } from './types';

export type InvoicePayment = {
  billerId: string;
  ref1: string;
  ref2: string;
  /** Satang: the invoice grand total. */
  amount: number;
  /** The PromptPay bill-payment QR payload (EMVCo, tag 30). */
  qrPayload: string;
  /** The Bank of Thailand paper-bill barcode text; fields separated by CR. */
  barcode: string;
};

/**
 * The payment data printed on an invoice, or null when none may be printed: no biller set up, nothing to pay,
 * or an invoice that is a draft or cancelled, whose refs a bank must never accept money against.
 */
export function invoicePayment(doc: InvoiceDocument): InvoicePayment | null {
  if (doc.payment === null || doc.status !== 'ISSUED' || doc.totals.grandTotal <= 0) return null;
  const input = {
    billerId: doc.payment.billerId,
    ref1: normalizeBillRef(doc.payment.ref1, 'ref1'),
    ref2: doc.payment.ref2 === '' ? '' : normalizeBillRef(doc.payment.ref2, 'ref2'),
    amount: doc.totals.grandTotal,
  };
  return { ...input, qrPayload: billPaymentPayload(input), barcode: billPaymentBarcode(input) };
}

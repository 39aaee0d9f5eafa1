import { randomUUID } from 'node:crypto';
import { postInvoice, type AccountMap } from '@suanklang/accounting';
import { satangToDecimalString, type ExpenseCategory } from '@suanklang/shared';
import { bulkInsert, type BulkColumn } from '../../platform/db/bulk';
import type { Executor } from '../../platform/db/client';
import { postDocuments, type DocumentJournal } from '../ledger';
import { billedCharge, invoice, invoiceLine } from './invoices.schema';

/** One charge on an invoice, in satang. `billedKey` (billing runs) reserves the charge so it is never billed twice. */
export type InvoiceLineDraft = {
  expenseTypeId: string;
  category: ExpenseCategory;
  incomeAccountCode: string;
  description: string;
  cycleStart: string;
  cycleEnd: string;
  quantity: string | null;
  unitPrice: number | null;
  previousMeter?: string | null;
  currentMeter?: string | null;
  /** The meter type's minimum charge was billed instead of the priced use (computeCharge's minimumApplied). */
  chargedMinimum?: boolean;
  amountExcludeVat: number;
  vat: number;
  billedKey?: { unitId: string; cycleStart: string } | null;
  /** Set once stored (issuing a draft); new lines get theirs in writeInvoices. */
  id?: string;
};

export type InvoiceDraft = {
  source: 'BILLING' | 'MANUAL' | 'SURCHARGE' | 'IMPORT' | 'OPENING';
  unitId: string;
  customer: {
    id: string;
    name: string;
    address: string | null;
    taxId: string | null;
    branchNo: string | null;
  };
  invoiceDate: string;
  dueDate: string;
  billingMonth: string;
  remark?: string | null;
  billingRunId?: string | null;
  lines: InvoiceLineDraft[];
};

export const DOCUMENT_TYPE_INVOICE = 'IN';

type InvoiceRow = typeof invoice.$inferInsert;
type LineRow = typeof invoiceLine.$inferInsert;
type BilledRow = typeof billedCharge.$inferInsert;
const col = <R>(name: string, type: string, value: (r: R) => unknown): BulkColumn<R> => ({
  name,
  type,
  value,
});
const INVOICE_COLUMNS: BulkColumn<InvoiceRow>[] = [
  col('id', 'uuid', (r) => r.id),
  col('property_id', 'uuid', (r) => r.propertyId),
  col('invoice_no', 'varchar', (r) => r.invoiceNo),
  col('status', 'varchar', (r) => r.status),
  col('source', 'varchar', (r) => r.source),
  col('unit_id', 'uuid', (r) => r.unitId),
  col('customer_id', 'uuid', (r) => r.customerId),
  col('customer_name', 'varchar', (r) => r.customerName),
  col('customer_address', 'varchar', (r) => r.customerAddress),
  col('customer_tax_id', 'varchar', (r) => r.customerTaxId),
  col('customer_branch_no', 'varchar', (r) => r.customerBranchNo),
  col('invoice_date', 'date', (r) => r.invoiceDate),
  col('due_date', 'date', (r) => r.dueDate),
  col('billing_month', 'char(7)', (r) => r.billingMonth),
  col('amount_exclude_vat', 'numeric', (r) => r.amountExcludeVat),
  col('vat', 'numeric', (r) => r.vat),
  col('grand_total', 'numeric', (r) => r.grandTotal),
  col('remark', 'varchar', (r) => r.remark),
  col('billing_run_id', 'uuid', (r) => r.billingRunId),
  col('journal_entry_id', 'uuid', (r) => r.journalEntryId),
  col('created_by', 'uuid', (r) => r.createdBy),
];
const LINE_COLUMNS: BulkColumn<LineRow>[] = [
  col('id', 'uuid', (r) => r.id),
  col('property_id', 'uuid', (r) => r.propertyId),
  col('invoice_id', 'uuid', (r) => r.invoiceId),
  col('line_no', 'smallint', (r) => r.lineNo),
  col('expense_type_id', 'uuid', (r) => r.expenseTypeId),
  col('description', 'varchar', (r) => r.description),
  col('cycle_start', 'char(7)', (r) => r.cycleStart),
  col('cycle_end', 'char(7)', (r) => r.cycleEnd),
  col('quantity', 'numeric', (r) => r.quantity),
  col('unit_price', 'numeric', (r) => r.unitPrice),
  col('previous_meter', 'numeric', (r) => r.previousMeter),
  col('current_meter', 'numeric', (r) => r.currentMeter),
  col('charged_minimum', 'boolean', (r) => r.chargedMinimum),
  col('amount_exclude_vat', 'numeric', (r) => r.amountExcludeVat),
  col('vat', 'numeric', (r) => r.vat),
  col('grand_total', 'numeric', (r) => r.grandTotal),
];
const BILLED_COLUMNS: BulkColumn<BilledRow>[] = [
  col('property_id', 'uuid', (r) => r.propertyId),
  col('unit_id', 'uuid', (r) => r.unitId),
  col('expense_type_id', 'uuid', (r) => r.expenseTypeId),
  col('cycle_start', 'char(7)', (r) => r.cycleStart),
  col('invoice_id', 'uuid', (r) => r.invoiceId),
];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The invoice's journal: Dr receivable / Cr income (+ VAT output pending). */
export function invoiceJournal(
  no: string,
  d: InvoiceDraft,
  map: AccountMap,
  sourceId: string,
): DocumentJournal {
  return {
    draft: postInvoice(
      {
        documentType: DOCUMENT_TYPE_INVOICE,
        documentNo: no,
        date: d.invoiceDate,
        lines: d.lines.map((l) => ({
          category: l.category,
          incomeAccountCode: l.incomeAccountCode,
          amountExcludeVat: l.amountExcludeVat,
          vat: l.vat,
          description: l.description,
          ...(l.id === undefined ? {} : { invoiceLineId: l.id }),
        })),
      },
      map,
    ),
    sourceId,
    // Who was billed, as a receipt's entry names who paid: the G/L list's description.
    description: d.customer.name,
  };
}

/**
 * Inserts invoices (any number; billing runs write thousands in one go). Issued ones get gapless numbers for
 * their invoice date's month and post their journals in the same transaction (postDocuments); their callers
 * audit the whole they are part of (the invoice, the run, the import). Returns ids and numbers in order.
 */
export async function writeInvoices(
  tx: Executor,
  propertyId: string,
  userId: string | null,
  drafts: InvoiceDraft[],
  opts: { issue: boolean; accountMap: AccountMap; ids?: string[] },
): Promise<{ id: string; invoiceNo: string | null }[]> {
  const ids = drafts.map((_, i) => opts.ids?.[i] ?? randomUUID());
  // Line ids first: the journal's receivable lines carry them.
  drafts = drafts.map((d) => ({ ...d, lines: d.lines.map((l) => ({ ...l, id: l.id ?? randomUUID() })) }));
  if (!opts.issue) {
    await insertInvoices(tx, propertyId, userId, drafts, ids, null);
    return ids.map((id) => ({ id, invoiceNo: null }));
  }
  const { posted } = await postDocuments(tx, {
    propertyId,
    userId,
    documentType: DOCUMENT_TYPE_INVOICE,
    documents: drafts.map((d, i) => ({
      date: d.invoiceDate,
      journal: (no) => invoiceJournal(no, d, opts.accountMap, ids[i]!),
    })),
    write: (posted) => insertInvoices(tx, propertyId, userId, drafts, ids, posted),
    // One audit row for the whole each batch belongs to (the invoice, the run, the import), by the caller.
    audit: () => null,
  });
  return ids.map((id, i) => ({ id, invoiceNo: posted[i]!.documentNo }));
}

/** The invoices' rows, their lines and billed-charge keys, in three bulk inserts; `posted` when issued. */
async function insertInvoices(
  tx: Executor,
  propertyId: string,
  userId: string | null,
  drafts: InvoiceDraft[],
  ids: string[],
  posted: { documentNo: string; entryId: string }[] | null,
): Promise<void> {
  const invoiceRows = drafts.map((d, i) => {
    const amountExcludeVat = sum(d.lines.map((l) => l.amountExcludeVat));
    const vat = sum(d.lines.map((l) => l.vat));
    return {
      id: ids[i]!,
      propertyId,
      invoiceNo: posted ? posted[i]!.documentNo : null,
      status: posted ? 'ISSUED' : 'DRAFT',
      source: d.source,
      unitId: d.unitId,
      customerId: d.customer.id,
      customerName: d.customer.name,
      customerAddress: d.customer.address,
      customerTaxId: d.customer.taxId,
      customerBranchNo: d.customer.branchNo,
      invoiceDate: d.invoiceDate,
      dueDate: d.dueDate,
      billingMonth: d.billingMonth,
      amountExcludeVat: satangToDecimalString(amountExcludeVat),
      vat: satangToDecimalString(vat),
      grandTotal: satangToDecimalString(amountExcludeVat + vat),
      remark: d.remark ?? null,
      billingRunId: d.billingRunId ?? null,
      journalEntryId: posted ? posted[i]!.entryId : null,
      createdBy: userId,
    };
  });
  const lineRows = drafts.flatMap((d, i) =>
    d.lines.map((l, n) => ({
      id: l.id!,
      propertyId,
      invoiceId: ids[i]!,
      lineNo: n + 1,
      expenseTypeId: l.expenseTypeId,
      description: l.description,
      cycleStart: l.cycleStart,
      cycleEnd: l.cycleEnd,
      quantity: l.quantity,
      unitPrice: l.unitPrice === null ? null : satangToDecimalString(l.unitPrice),
      previousMeter: l.previousMeter ?? null,
      currentMeter: l.currentMeter ?? null,
      chargedMinimum: l.chargedMinimum ?? false,
      amountExcludeVat: satangToDecimalString(l.amountExcludeVat),
      vat: satangToDecimalString(l.vat),
      grandTotal: satangToDecimalString(l.amountExcludeVat + l.vat),
    })),
  );
  const billedRows = drafts.flatMap((d, i) =>
    d.lines.flatMap((l) =>
      l.billedKey
        ? [
            {
              propertyId,
              unitId: l.billedKey.unitId,
              expenseTypeId: l.expenseTypeId,
              cycleStart: l.billedKey.cycleStart,
              invoiceId: ids[i]!,
            },
          ]
        : [],
    ),
  );
  await bulkInsert(tx, 'invoice', INVOICE_COLUMNS, invoiceRows);
  await bulkInsert(tx, 'invoice_line', LINE_COLUMNS, lineRows);
  await bulkInsert(tx, 'billed_charge', BILLED_COLUMNS, billedRows);
}

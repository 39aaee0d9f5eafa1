import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { budgetItem } from '../config-budget-item/config-budget-item.schema';
import { glAccount } from '../config-account/config-account.schema';
import { expenseType } from '../config-expense/config-expense.schema';
import { invoice } from '../invoices/invoices.schema';
import { journalEntry } from '../ledger/ledger.schema';
import { receipt } from '../receipts/receipts.schema';
import { supplier } from '../suppliers/suppliers.schema';
import { unit } from '../units/units.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A request-pay (RQ, docs/decisions.md "Payables"): what the property owes a supplier. Numbered in the RQ series
 * when saved; PENDING until the last approval step posts it (APPROVED, `journal_entry_id`), REJECTED, PAID once a
 * payment voucher pays it, CANCELLED (before approval nothing was posted; after it `reversal_entry_id` undoes it).
 * The amounts are the sums of the lines; the WHT is an estimate (the payment voucher withholds it).
 */
export const requestPay = pgTable(
  'request_pay',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    requestPayNo: varchar('request_pay_no', { length: 20 }).notNull(),
    requestType: smallint('request_type').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    requestPayDate: date('request_pay_date').notNull(),
    /** The journal's date, set when approved (the request's own date). */
    postingDate: date('posting_date'),
    supplierId: uuid('supplier_id').notNull(),
    referenceNo: varchar('reference_no', { length: 50 }),
    description: varchar('description', { length: 500 }).notNull(),
    vatMode: varchar('vat_mode', { length: 7 }).notNull(),
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    wht: money('wht').notNull(),
    grandTotal: money('grand_total').notNull(),
    budgetYear: smallint('budget_year'),
    budgetMonth: smallint('budget_month'),
    journalEntryId: uuid('journal_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    /** The payment voucher paying it (set by payment vouchers, issue 12's second half). */
    paymentVoucherId: uuid('payment_voucher_id'),
    /**
     * What accounts payable holds for it, when not the grand total: a clearing's expenses above its advance (0 when
     * the payee returned cash), a renovation deposit's refund after the damages kept. Payment vouchers read it
     * through `payableOf` (payable.ts).
     */
    payable: money('payable'),
    /** Type 9: the advance (type 8) it clears. */
    advanceRequestId: uuid('advance_request_id'),
    /**
     * Types 2 and 5: the unit whose wallet is closed or pays its invoices; 11: whose renovation deposit is returned,
     * and the damages kept to an income account.
     */
    unitId: uuid('unit_id'),
    damages: money('damages'),
    damagesAccountCode: varchar('damages_account_code', { length: 20 }),
    /** Type 5, approved: the receipt of the wallet that settled the invoices (the request posts nothing itself). */
    receiptId: uuid('receipt_id'),
    reason: varchar('reason', { length: 500 }),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => appUser.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('request_pay_property_no').on(t.propertyId, t.requestPayNo),
    unique('request_pay_property_key').on(t.propertyId, t.id),
    // The list's order (request-pay.repository search).
    index('request_pay_list').on(t.propertyId, t.requestPayDate, t.requestPayNo, t.id),
    index('request_pay_supplier').on(t.propertyId, t.supplierId),
    check('request_pay_type', sql`${t.requestType} between 1 and 11`),
    check('request_pay_status', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'CANCELLED')`),
    check('request_pay_vat_mode', sql`${t.vatMode} in ('INCLUDE', 'EXCLUDE', 'NONE')`),
    check(
      'request_pay_amounts',
      sql`${t.amountExcludeVat} >= 0 and ${t.vat} >= 0 and ${t.wht} >= 0 and ${t.grandTotal} > 0 and ${t.grandTotal} = ${t.amountExcludeVat} + ${t.vat} and ${t.wht} <= ${t.amountExcludeVat}`,
    ),
    check(
      'request_pay_budget',
      sql`(${t.budgetYear} is null) = (${t.budgetMonth} is null) and (${t.budgetMonth} is null or ${t.budgetMonth} between 1 and 12)`,
    ),
    // Approved means posted: by its own entry, or (type 5) by the receipt that settled the invoices.
    check(
      'request_pay_posted',
      sql`(${t.status} in ('APPROVED', 'PAID')) <= (${t.journalEntryId} is not null or ${t.receiptId} is not null)`,
    ),
    foreignKey({
      name: 'request_pay_supplier_scoped',
      columns: [t.propertyId, t.supplierId],
      foreignColumns: [supplier.propertyId, supplier.id],
    }),
    check(
      'request_pay_payable',
      sql`${t.payable} is null or (${t.payable} >= 0 and ${t.payable} <= ${t.grandTotal})`,
    ),
    check('request_pay_advance', sql`(${t.requestType} = 9) = (${t.advanceRequestId} is not null)`),
    // A unit's wallet closed (2) or its invoices paid from it (5), its receipts claimed (10), its renovation deposit
    // returned (11).
    check(
      'request_pay_unit',
      sql`(${t.requestType} in (2, 5, 10, 11)) = (${t.unitId} is not null) and (${t.damages} is null or ${t.damages} >= 0) and (${t.damagesAccountCode} is null) = (coalesce(${t.damages}, 0) = 0)`,
    ),
    // At most one live clearing per advance (the save also checks it under the advance's row lock).
    uniqueIndex('request_pay_advance_cleared_once')
      .on(t.advanceRequestId)
      .where(sql`${t.status} in ('PENDING', 'APPROVED', 'PAID')`),
    foreignKey({
      name: 'request_pay_advance_scoped',
      columns: [t.propertyId, t.advanceRequestId],
      foreignColumns: [t.propertyId, t.id],
    }),
    foreignKey({
      name: 'request_pay_unit_scoped',
      columns: [t.propertyId, t.unitId],
      foreignColumns: [unit.propertyId, unit.id],
    }),
    foreignKey({
      name: 'request_pay_damages_account_scoped',
      columns: [t.propertyId, t.damagesAccountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
    foreignKey({
      name: 'request_pay_receipt_scoped',
      columns: [t.propertyId, t.receiptId],
      foreignColumns: [receipt.propertyId, receipt.id],
    }),
    foreignKey({
      name: 'request_pay_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
    foreignKey({
      name: 'request_pay_reversal_scoped',
      columns: [t.reversalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
  ],
);

/** A line: the account it charges, where it came from (expense type, budget item), its amounts and WHT estimate. */
export const requestPayLine = pgTable(
  'request_pay_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    requestPayId: uuid('request_pay_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    expenseTypeId: uuid('expense_type_id'),
    budgetItemId: uuid('budget_item_id'),
    description: varchar('description', { length: 200 }),
    amountExcludeVat: money('amount_exclude_vat').notNull(),
    vat: money('vat').notNull(),
    /** Percent as decimal text ('3.00'), as the data gives it. */
    whtRate: text('wht_rate'),
    /** The 50 ทวิ income row ('40(2)', '5', ...). */
    whtIncomeRow: varchar('wht_income_row', { length: 6 }),
    wht: money('wht').notNull(),
    grandTotal: money('grand_total').notNull(),
    /** Type 5: the invoice the line pays from the wallet. */
    invoiceId: uuid('invoice_id'),
    /** Type 10: the receipt the line claims back from (its account is one the receipt earned). */
    receiptId: uuid('receipt_id'),
  },
  (t) => [
    unique('request_pay_line_no').on(t.requestPayId, t.lineNo),
    check(
      'request_pay_line_amounts',
      sql`${t.amountExcludeVat} > 0 and ${t.vat} >= 0 and ${t.wht} >= 0 and ${t.wht} <= ${t.amountExcludeVat} and ${t.grandTotal} = ${t.amountExcludeVat} + ${t.vat}`,
    ),
    check('request_pay_line_wht', sql`(${t.whtRate} is null) <= (${t.wht} = 0)`),
    foreignKey({
      name: 'request_pay_line_request_scoped',
      columns: [t.propertyId, t.requestPayId],
      foreignColumns: [requestPay.propertyId, requestPay.id],
    }),
    foreignKey({
      name: 'request_pay_line_invoice_scoped',
      columns: [t.propertyId, t.invoiceId],
      foreignColumns: [invoice.propertyId, invoice.id],
    }),
    foreignKey({
      name: 'request_pay_line_receipt_scoped',
      columns: [t.propertyId, t.receiptId],
      foreignColumns: [receipt.propertyId, receipt.id],
    }),
    index('request_pay_line_receipt').on(t.receiptId),
    foreignKey({
      name: 'request_pay_line_account_scoped',
      columns: [t.propertyId, t.accountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
    foreignKey({
      name: 'request_pay_line_expense_type_scoped',
      columns: [t.propertyId, t.expenseTypeId],
      foreignColumns: [expenseType.propertyId, expenseType.id],
    }),
    foreignKey({
      name: 'request_pay_line_budget_item_scoped',
      columns: [t.propertyId, t.budgetItemId],
      foreignColumns: [budgetItem.propertyId, budgetItem.id],
    }),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser, property } from '../../platform/db/schema';
import { cheque } from '../cheques/cheques.schema';
import { glAccount } from '../config-account/config-account.schema';
import { journalEntry } from '../ledger/ledger.schema';
import { propertyBankAccount } from '../property-settings/property-settings.schema';
import { requestPay } from '../request-pay/request-pay.schema';
import { supplier } from '../suppliers/suppliers.schema';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A cheque book of one of the property's bank accounts. Numbers are taken in order under the book's row lock
 * (`next_no` only grows), so a number is never issued twice; a cheque spoiled or voided keeps its number, as a
 * CANCELLED row of the cheque register.
 */
export const chequeBook = pgTable(
  'cheque_book',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    bankAccountId: uuid('bank_account_id').notNull(),
    bookNo: varchar('book_no', { length: 20 }).notNull(),
    firstNo: integer('first_no').notNull(),
    lastNo: integer('last_no').notNull(),
    nextNo: integer('next_no').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cheque_book_no').on(t.propertyId, t.bankAccountId, t.bookNo),
    unique('cheque_book_property_key').on(t.propertyId, t.id),
    foreignKey({
      name: 'cheque_book_bank_account_scoped',
      columns: [t.propertyId, t.bankAccountId],
      foreignColumns: [propertyBankAccount.propertyId, propertyBankAccount.id],
    }),
    check(
      'cheque_book_numbers',
      sql`${t.firstNo} >= 0 and ${t.lastNo} <= 99999999 and ${t.firstNo} <= ${t.lastNo} and ${t.nextNo} between ${t.firstNo} and ${t.lastNo} + 1`,
    ),
  ],
);

/**
 * A payment voucher (PV, ใบสำคัญจ่าย, docs/decisions.md "Payables"): pays one supplier's approved requests.
 * `settled` is their grand totals, `wht` what is kept back (filed on `wht_form`), `paid` what leaves the
 * property's cash and banks. Posted when saved (ISSUED); CANCELLED posts the reversal and makes its requests
 * payable again.
 */
export const paymentVoucher = pgTable(
  'payment_voucher',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    paymentVoucherNo: varchar('payment_voucher_no', { length: 20 }).notNull(),
    paymentVoucherDate: date('payment_voucher_date').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('ISSUED'),
    supplierId: uuid('supplier_id').notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    settled: money('settled').notNull(),
    wht: money('wht').notNull(),
    paid: money('paid').notNull(),
    /** The return the withheld tax goes on, from the supplier's kind when the voucher was saved. */
    whtForm: varchar('wht_form', { length: 5 }).notNull(),
    /**
     * The 50 ทวิ certificate of a voucher that withholds tax: book = the Buddhist-era year of the voucher date,
     * number = its place in that year's series (gapless per property, given on save; a cancelled voucher keeps it).
     */
    whtBookNo: varchar('wht_book_no', { length: 4 }),
    whtCertificateNo: integer('wht_certificate_no'),
    journalEntryId: uuid('journal_entry_id').notNull(),
    reversalEntryId: uuid('reversal_entry_id'),
    reason: varchar('reason', { length: 500 }),
    createdBy: uuid('created_by').references(() => appUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledBy: uuid('cancelled_by').references(() => appUser.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_voucher_property_no').on(t.propertyId, t.paymentVoucherNo),
    unique('payment_voucher_property_key').on(t.propertyId, t.id),
    index('payment_voucher_list').on(t.propertyId, t.paymentVoucherDate, t.paymentVoucherNo, t.id),
    foreignKey({
      name: 'payment_voucher_supplier_scoped',
      columns: [t.propertyId, t.supplierId],
      foreignColumns: [supplier.propertyId, supplier.id],
    }),
    foreignKey({
      name: 'payment_voucher_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
    foreignKey({
      name: 'payment_voucher_reversal_scoped',
      columns: [t.reversalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
    check('payment_voucher_status', sql`${t.status} in ('ISSUED', 'CANCELLED')`),
    check('payment_voucher_wht_form', sql`${t.whtForm} in ('PND3', 'PND53')`),
    check(
      'payment_voucher_amounts',
      sql`${t.settled} > 0 and ${t.wht} >= 0 and ${t.paid} >= 0 and ${t.paid} + ${t.wht} = ${t.settled}`,
    ),
    unique('payment_voucher_wht_certificate').on(t.propertyId, t.whtBookNo, t.whtCertificateNo),
    check(
      'payment_voucher_wht_certificate_set',
      sql`(${t.whtCertificateNo} is not null) = (${t.wht} > 0) and (${t.whtBookNo} is null) = (${t.whtCertificateNo} is null)`,
    ),
    check('payment_voucher_cancelled', sql`(${t.status} = 'CANCELLED') = (${t.reversalEntryId} is not null)`),
  ],
);

/**
 * The requests a voucher pays, at their grand totals and the tax withheld from them. `live` turns false when
 * the voucher is cancelled: a request is paid by at most one live voucher (the partial unique index), whatever
 * two clerks do at once.
 */
export const paymentVoucherRequest = pgTable(
  'payment_voucher_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    paymentVoucherId: uuid('payment_voucher_id').notNull(),
    requestPayId: uuid('request_pay_id').notNull(),
    amount: money('amount').notNull(),
    wht: money('wht').notNull(),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    uniqueIndex('payment_voucher_request_paid_once')
      .on(t.requestPayId)
      .where(sql`${t.live}`),
    index('payment_voucher_request_voucher').on(t.paymentVoucherId),
    foreignKey({
      name: 'payment_voucher_request_voucher_scoped',
      columns: [t.propertyId, t.paymentVoucherId],
      foreignColumns: [paymentVoucher.propertyId, paymentVoucher.id],
    }),
    foreignKey({
      name: 'payment_voucher_request_request_scoped',
      columns: [t.propertyId, t.requestPayId],
      foreignColumns: [requestPay.propertyId, requestPay.id],
    }),
    check(
      'payment_voucher_request_amounts',
      sql`${t.amount} > 0 and ${t.wht} >= 0 and ${t.wht} <= ${t.amount}`,
    ),
  ],
);

/** How a voucher pays: cash, petty cash, a transfer from a bank account, a cheque from a book. */
export const paymentVoucherPayment = pgTable(
  'payment_voucher_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').notNull(),
    paymentVoucherId: uuid('payment_voucher_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    accountCode: varchar('account_code', { length: 20 }).notNull(),
    amount: money('amount').notNull(),
    bankAccountId: uuid('bank_account_id'),
    chequeBookId: uuid('cheque_book_id'),
    chequeId: uuid('cheque_id'),
  },
  (t) => [
    unique('payment_voucher_payment_line').on(t.paymentVoucherId, t.lineNo),
    foreignKey({
      name: 'payment_voucher_payment_voucher_scoped',
      columns: [t.propertyId, t.paymentVoucherId],
      foreignColumns: [paymentVoucher.propertyId, paymentVoucher.id],
    }),
    foreignKey({
      name: 'payment_voucher_payment_account_scoped',
      columns: [t.propertyId, t.accountCode],
      foreignColumns: [glAccount.propertyId, glAccount.code],
    }),
    foreignKey({
      name: 'payment_voucher_payment_bank_account_scoped',
      columns: [t.propertyId, t.bankAccountId],
      foreignColumns: [propertyBankAccount.propertyId, propertyBankAccount.id],
    }),
    foreignKey({
      name: 'payment_voucher_payment_book_scoped',
      columns: [t.propertyId, t.chequeBookId],
      foreignColumns: [chequeBook.propertyId, chequeBook.id],
    }),
    foreignKey({
      name: 'payment_voucher_payment_cheque_scoped',
      columns: [t.propertyId, t.chequeId],
      foreignColumns: [cheque.propertyId, cheque.id],
    }),
    check('payment_voucher_payment_method', sql`${t.method} in ('CASH', 'PETTY_CASH', 'TRANSFER', 'CHEQUE')`),
    check('payment_voucher_payment_amount', sql`${t.amount} > 0`),
    check(
      'payment_voucher_payment_cheque',
      sql`(${t.method} = 'CHEQUE') = (${t.chequeId} is not null and ${t.chequeBookId} is not null)`,
    ),
    check(
      'payment_voucher_payment_bank',
      sql`(${t.method} in ('TRANSFER', 'CHEQUE')) = (${t.bankAccountId} is not null)`,
    ),
  ],
);

/**
 * The month's PND 3 or PND 53 return (docs/decisions.md "Withholding-tax filing"): no row = not submitted;
 * PENDING once its file is exported; SUBMITTED when filed and paid, with the remittance journal (Dr WHT payable /
 * Cr bank) and the Revenue Department's reference; FAILED with the reason, to export and file again.
 */
export const whtFiling = pgTable(
  'wht_filing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => property.id),
    month: varchar('month', { length: 7 }).notNull(),
    form: varchar('form', { length: 5 }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    /** The tax remitted (the month's withheld total when it was filed). */
    amount: money('amount'),
    submittedDate: date('submitted_date'),
    reference: varchar('reference', { length: 50 }),
    bankAccountId: uuid('bank_account_id'),
    journalEntryId: uuid('journal_entry_id'),
    reason: varchar('reason', { length: 500 }),
    updatedBy: uuid('updated_by').references(() => appUser.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wht_filing_month').on(t.propertyId, t.month, t.form),
    foreignKey({
      name: 'wht_filing_bank_account_scoped',
      columns: [t.propertyId, t.bankAccountId],
      foreignColumns: [propertyBankAccount.propertyId, propertyBankAccount.id],
    }),
    foreignKey({
      name: 'wht_filing_entry_scoped',
      columns: [t.journalEntryId, t.propertyId],
      foreignColumns: [journalEntry.id, journalEntry.propertyId],
    }),
    check('wht_filing_status', sql`${t.status} in ('PENDING', 'SUBMITTED', 'FAILED')`),
    check('wht_filing_form', sql`${t.form} in ('PND3', 'PND53')`),
    check(
      'wht_filing_submitted',
      sql`(${t.status} = 'SUBMITTED') = (${t.journalEntryId} is not null and ${t.submittedDate} is not null and ${t.amount} > 0)`,
    ),
  ],
);

import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { v } from '../../validation';
import { activeFlag, propertyScoped, replyOf } from '../common';
import { GL_DOCUMENT_TYPES, GL_ENTRY_KINDS, glPeriod } from './gl';
import { JOURNAL_PAGE_SIZE, LEDGER_PAGE_SIZE } from './ledger-limits';

export * from './ledger-limits';

/**
 * Ledger reports (000 s.7 "Reports" of the general ledger): the general ledger (บัญชีแยกประเภท), the journal
 * (สมุดรายวันทั่วไป), cash and bank (เงินสดและเงินฝากธนาคาร) and accrued expenses (ค่าใช้จ่ายค้างจ่าย), each on screen
 * and as Excel and PDF. Money is decimal text; a balance is signed, debit positive. Every report says whether it
 * counts entries posted to the G/L only (`postedOnly` Y) or all of them. docs/decisions.md "Ledger reports".
 */

/** The months YYYY-MM (CE), first to last, and whether only entries posted to the G/L count. */
export const ledgerPeriodQuery = propertyScoped.extend({
  periodFrom: glPeriod,
  periodTo: glPeriod,
  postedOnly: activeFlag.default('N'),
});

/** An opaque cursor of the page after this one (the key of its first line), from the previous reply. */
const cursor = z.string().max(400).optional();
/** A file's language (the user's without it). */
const docLang = z.enum(['th', 'en']).optional();

/** GET /gl/ledger: the accounts from `accountFrom` to `accountTo` (codes of the chart; both left out: every one). */
export const ledgerQuery = ledgerPeriodQuery.extend({
  accountFrom: v.text({ max: 20 }),
  accountTo: v.text({ max: 20 }),
  cursor,
  pageSize: z.coerce.number().int().min(1).max(LEDGER_PAGE_SIZE.max).default(LEDGER_PAGE_SIZE.default),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;
export type LedgerQueryInput = z.input<typeof ledgerQuery>;
export const ledgerExportQuery = ledgerQuery.omit({ cursor: true, pageSize: true }).extend({ docLang });
export type LedgerExportQuery = z.infer<typeof ledgerExportQuery>;

export const ledgerLine = z.object({
  entryId: z.string(),
  lineNo: z.number().int(),
  entryDate: z.string(),
  documentType: z.enum(GL_DOCUMENT_TYPES),
  documentNo: z.string(),
  kind: z.enum(GL_ENTRY_KINDS),
  /** The line's own description, else its entry's. */
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /** The account's balance after this line (debit positive). */
  balance: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const ledgerAccount = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  category: z.string().nullable(),
  /** The balance carried in before the first month (debit positive). */
  opening: z.string(),
  /** The balance before this page's first line: the opening, or more when the account began on an earlier page. */
  broughtForward: z.string(),
  /** The account's lines on this page, oldest first. */
  lines: z.array(ledgerLine),
  /** The account began on an earlier page / goes on on the next one. */
  continued: z.boolean(),
  more: z.boolean(),
  /** The months' debits and credits of the account (all its lines, not only this page's). */
  debit: z.string(),
  credit: z.string(),
  /** The balance carried out after the last month (debit positive). */
  closing: z.string(),
});
export type LedgerAccount = z.infer<typeof ledgerAccount>;

/** One page of the ledger: the accounts it reaches (with their lines on it), and the whole range's totals. */
export const ledgerPage = z.object({
  accounts: z.array(ledgerAccount),
  /** The cursor of the next page; null on the last. */
  next: z.string().nullable(),
  /** The range's totals over every account (every page). */
  totals: z.object({ opening: z.string(), debit: z.string(), credit: z.string(), closing: z.string() }),
});
export type LedgerPage = z.infer<typeof ledgerPage>;

export const ledgerReport = ledgerPage.extend({
  periodFrom: z.string(),
  periodTo: z.string(),
  postedOnly: z.boolean(),
  accountFrom: z.string().nullable(),
  accountTo: z.string().nullable(),
});
export type LedgerReport = z.infer<typeof ledgerReport>;

/** GET /gl/journal: the months' entries by date and number with their lines, of one document type or all. */
export const journalQuery = ledgerPeriodQuery.extend({
  documentType: z.enum(GL_DOCUMENT_TYPES).optional(),
  cursor,
  pageSize: z.coerce.number().int().min(1).max(JOURNAL_PAGE_SIZE.max).default(JOURNAL_PAGE_SIZE.default),
});
export type JournalQuery = z.infer<typeof journalQuery>;
export type JournalQueryInput = z.input<typeof journalQuery>;
export const journalExportQuery = journalQuery.omit({ cursor: true, pageSize: true }).extend({ docLang });
export type JournalExportQuery = z.infer<typeof journalExportQuery>;

export const journalEntryRow = z.object({
  entryId: z.string(),
  entryDate: z.string(),
  documentType: z.enum(GL_DOCUMENT_TYPES),
  documentNo: z.string(),
  kind: z.enum(GL_ENTRY_KINDS),
  description: z.string().nullable(),
  posted: z.boolean(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      accountCode: z.string(),
      accountName: z.string(),
      description: z.string().nullable(),
      debit: z.string(),
      credit: z.string(),
    }),
  ),
  debit: z.string(),
  credit: z.string(),
});
export type JournalEntryRow = z.infer<typeof journalEntryRow>;

export const journalReport = z.object({
  periodFrom: z.string(),
  periodTo: z.string(),
  postedOnly: z.boolean(),
  documentType: z.enum(GL_DOCUMENT_TYPES).nullable(),
  entries: z.array(journalEntryRow),
  next: z.string().nullable(),
  /** Every entry of the selection (every page). */
  totals: z.object({ entryCount: z.number().int(), debit: z.string(), credit: z.string() }),
});
export type JournalReport = z.infer<typeof journalReport>;

/** GET /gl/cash-bank: per cash or bank account, what it held, received (debits), paid (credits) and holds. */
export const cashBankQuery = ledgerPeriodQuery;
export type CashBankQuery = z.infer<typeof cashBankQuery>;
export const cashBankExportQuery = cashBankQuery.extend({ docLang });
export type CashBankExportQuery = z.infer<typeof cashBankExportQuery>;

const movementColumns = { opening: z.string(), debit: z.string(), credit: z.string(), closing: z.string() };
export const cashBankRow = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  /** The property's bank accounts booked to this account ("KBANK 123-4-56789-0"), none for cash. */
  bankAccounts: z.array(z.string()),
  /** Signed, debit positive: opening and closing balances, received (debit) and paid (credit). */
  ...movementColumns,
});
export type CashBankRow = z.infer<typeof cashBankRow>;
export const cashBankReport = z.object({
  periodFrom: z.string(),
  periodTo: z.string(),
  postedOnly: z.boolean(),
  rows: z.array(cashBankRow),
  totals: z.object(movementColumns),
});
export type CashBankReport = z.infer<typeof cashBankReport>;

/**
 * GET /gl/accrued-expense: the accrued-expense liability accounts (2120 of the standard chart and the accounts
 * under it) as at the end of `periodTo`: per account the balance owed at the start of `periodFrom`, accrued
 * (credits), paid (debits) and owed at the end (credit positive), and the lines behind them, paged.
 */
export const accruedExpenseQuery = ledgerPeriodQuery.extend({
  cursor,
  pageSize: z.coerce.number().int().min(1).max(LEDGER_PAGE_SIZE.max).default(LEDGER_PAGE_SIZE.default),
});
export type AccruedExpenseQuery = z.infer<typeof accruedExpenseQuery>;
export type AccruedExpenseQueryInput = z.input<typeof accruedExpenseQuery>;
export const accruedExpenseExportQuery = accruedExpenseQuery
  .omit({ cursor: true, pageSize: true })
  .extend({ docLang });
export type AccruedExpenseExportQuery = z.infer<typeof accruedExpenseExportQuery>;

const accruedColumns = { opening: z.string(), accrued: z.string(), paid: z.string(), closing: z.string() };
export const accruedExpenseRow = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  /** Credit positive (owed): the balance at the start, credits, debits, the balance at the end. */
  ...accruedColumns,
});
export type AccruedExpenseRow = z.infer<typeof accruedExpenseRow>;
export const accruedExpenseReport = z.object({
  periodFrom: z.string(),
  periodTo: z.string(),
  postedOnly: z.boolean(),
  rows: z.array(accruedExpenseRow),
  totals: z.object(accruedColumns),
  /** The lines behind the figures, as the general ledger pages them (`cursor` for the next page). */
  ledger: ledgerPage,
});
export type AccruedExpenseReport = z.infer<typeof accruedExpenseReport>;

export const ledgerReportsApi = {
  ledger: endpoint({
    method: 'GET',
    path: '/gl/ledger',
    read: 'json',
    query: ledgerQuery,
    reply: replyOf(ledgerReport),
  }),
  ledgerExcel: endpoint({
    method: 'GET',
    path: '/gl/ledger/excel',
    read: 'binary',
    query: ledgerExportQuery,
  }),
  ledgerPdf: endpoint({ method: 'GET', path: '/gl/ledger/pdf', read: 'binary', query: ledgerExportQuery }),
  journal: endpoint({
    method: 'GET',
    path: '/gl/journal',
    read: 'json',
    query: journalQuery,
    reply: replyOf(journalReport),
  }),
  journalExcel: endpoint({
    method: 'GET',
    path: '/gl/journal/excel',
    read: 'binary',
    query: journalExportQuery,
  }),
  journalPdf: endpoint({ method: 'GET', path: '/gl/journal/pdf', read: 'binary', query: journalExportQuery }),
  cashBank: endpoint({
    method: 'GET',
    path: '/gl/cash-bank',
    read: 'json',
    query: cashBankQuery,
    reply: replyOf(cashBankReport),
  }),
  cashBankExcel: endpoint({
    method: 'GET',
    path: '/gl/cash-bank/excel',
    read: 'binary',
    query: cashBankExportQuery,
  }),
  cashBankPdf: endpoint({
    method: 'GET',
    path: '/gl/cash-bank/pdf',
    read: 'binary',
    query: cashBankExportQuery,
  }),
  accruedExpense: endpoint({
    method: 'GET',
    path: '/gl/accrued-expense',
    read: 'json',
    query: accruedExpenseQuery,
    reply: replyOf(accruedExpenseReport),
  }),
  accruedExpenseExcel: endpoint({
    method: 'GET',
    path: '/gl/accrued-expense/excel',
    read: 'binary',
    query: accruedExpenseExportQuery,
  }),
  accruedExpensePdf: endpoint({
    method: 'GET',
    path: '/gl/accrued-expense/pdf',
    read: 'binary',
    query: accruedExpenseExportQuery,
  }),
} as const;

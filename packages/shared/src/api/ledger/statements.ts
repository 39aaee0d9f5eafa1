import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { ruleIssue } from '../../validation/fields';
import { v } from '../../validation';
import { activeFlag, propertyScoped, replyOf } from '../common';
import { m } from '../masterdata/fields';
import { glPeriod } from './gl';

/**
 * Financial statements: the layout of the statement of financial position (งบแสดงฐานะการเงิน) and of the
 * statement of revenue and expense (งบรายได้และค่าใช้จ่าย) per property (settings, calls under
 * /config/statement), and the two reports (calls under /reports). docs/decisions.md "Financial statements".
 */

/** FP the statement of financial position, RE the statement of revenue and expense. */
export const STATEMENT_KINDS = ['FP', 'RE'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * A header's section: the account category its lines take. The financial position has assets, liabilities and
 * funds (equity: sinking fund, accumulated surplus); the revenue-expense statement income and expenses.
 */
export const STATEMENT_SECTIONS = ['ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'] as const;
export type StatementSection = (typeof STATEMENT_SECTIONS)[number];
export const SECTIONS_OF_KIND: Record<StatementKind, readonly StatementSection[]> = {
  FP: ['ASSET', 'LIABILITY', 'EQUITY'],
  RE: ['INCOME', 'EXPENSE'],
};

export const STATEMENT_NAME_MAX = 200;
const ACCOUNT_CODE = 20;

/** Accounts from..to (codes compared as text, both ends included); one account when from = to. */
export const statementAccountRange = z
  .object({
    from: m.code({ required: true, max: ACCOUNT_CODE }),
    to: m.code({ required: true, max: ACCOUNT_CODE }),
  })
  .superRefine((r, ctx) => {
    if (r.from > r.to) ctx.addIssue(ruleIssue('rangeEnd', {}, ['to']));
  });
export type StatementAccountRange = z.infer<typeof statementAccountRange>;

const accountRangeOut = z.object({ from: z.string(), to: z.string() });
export const statementLayoutLine = z.object({
  id: z.string().nullable(),
  sequence: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  /** In the caller's language. */
  name: z.string(),
  accounts: z.array(accountRangeOut),
});
export type StatementLayoutLine = z.infer<typeof statementLayoutLine>;
export const statementLayoutHeader = z.object({
  /** Null in the standard layout (a property without its own). */
  id: z.string().nullable(),
  section: z.enum(STATEMENT_SECTIONS),
  sequence: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  name: z.string(),
  lines: z.array(statementLayoutLine),
});
export type StatementLayoutHeader = z.infer<typeof statementLayoutHeader>;
export const statementLayout = z.object({
  kind: z.enum(STATEMENT_KINDS),
  /** False: the property has no layout of its own and the standard one (read only) applies. */
  custom: z.boolean(),
  headers: z.array(statementLayoutHeader),
});
export type StatementLayout = z.infer<typeof statementLayout>;
export const statementLayoutReply = replyOf(statementLayout);

/** GET /config/statement/layout?kind=; POST .../customise copies the standard layout; DELETE goes back to it. */
export const statementKindQuery = propertyScoped.extend({
  kind: v.oneOf(STATEMENT_KINDS, { required: true }),
});
export const statementKindBody = statementKindQuery;

/** POST /config/statement/header: creates a header (no id) at the end of the layout, or renames one. */
export const statementHeaderSave = propertyScoped
  .extend({
    kind: v.oneOf(STATEMENT_KINDS, { required: true }),
    id: z.string().uuid().optional(),
    section: v.oneOf(STATEMENT_SECTIONS, { required: true }),
    nameTh: v.text({ required: true, max: STATEMENT_NAME_MAX }),
    nameEn: v.text({ required: true, max: STATEMENT_NAME_MAX, rules: ['textEng'] }),
  })
  .superRefine((b, ctx) => {
    if (!SECTIONS_OF_KIND[b.kind].includes(b.section)) ctx.addIssue(ruleIssue('oneOf', {}, ['section']));
  });
export type StatementHeaderSave = z.infer<typeof statementHeaderSave>;
export type StatementHeaderSaveInput = z.input<typeof statementHeaderSave>;

/** POST /config/statement/line: creates a line (no id) at the end of its header, or changes one. */
export const statementLineSave = propertyScoped.extend({
  headerId: z.string().uuid(),
  id: z.string().uuid().optional(),
  nameTh: v.text({ required: true, max: STATEMENT_NAME_MAX }),
  nameEn: v.text({ required: true, max: STATEMENT_NAME_MAX, rules: ['textEng'] }),
  accounts: v.list(statementAccountRange, { min: 1, minRule: 'mustAddAccount', max: 50 }),
});
export type StatementLineSave = z.infer<typeof statementLineSave>;
export type StatementLineSaveInput = z.input<typeof statementLineSave>;

/** DELETE /config/statement/header?id= (with its lines), DELETE /config/statement/line?id=. */
export const statementItemQuery = propertyScoped.extend({ id: z.string().uuid() });

/** PATCH /config/statement/sequence: a header or a line moved one place up or down, or to a place (1 = first). */
export const STATEMENT_ITEMS = ['HEADER', 'LINE'] as const;
export const statementSequencePatch = propertyScoped
  .extend({
    item: v.oneOf(STATEMENT_ITEMS, { required: true }),
    id: z.string().uuid(),
    move: v.oneOf(['UP', 'DOWN'] as const),
    sequence: v.number({ integer: true, min: 1, max: 999 }),
  })
  .superRefine((b, ctx) => {
    if ((b.move === undefined) === (b.sequence === undefined))
      ctx.addIssue(ruleIssue('required', {}, [b.move === undefined ? 'move' : 'sequence']));
  });
export type StatementSequencePatch = z.infer<typeof statementSequencePatch>;
export type StatementSequencePatchInput = z.input<typeof statementSequencePatch>;

// ----- the reports -----

/**
 * What a statement row is: a section title, a header title, a line (a layout line, the accounts no line maps, or
 * the surplus the financial position shows for revenue and expense not yet closed), a header's or a section's
 * total, and a closing total (assets; liabilities and funds; the result).
 */
export const STATEMENT_ROW_TYPES = [
  'SECTION',
  'HEADER',
  'LINE',
  'HEADER_TOTAL',
  'SECTION_TOTAL',
  'TOTAL',
] as const;
export type StatementRowType = (typeof STATEMENT_ROW_TYPES)[number];
/** LINE rows: a layout line, the unmapped accounts, this year's surplus, and earlier years' not yet closed. */
export const STATEMENT_LINE_KINDS = ['LINE', 'UNMAPPED', 'SURPLUS_YEAR', 'SURPLUS_EARLIER'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const statementRow = z.object({
  rowType: z.enum(STATEMENT_ROW_TYPES),
  /** LINE rows only. */
  lineKind: z.enum(STATEMENT_LINE_KINDS).nullable(),
  section: z.enum(STATEMENT_SECTIONS).nullable(),
  /** The layout line's id (null for the standard layout and the computed lines). */
  lineId: z.string().nullable(),
  name: z.string(),
  /** The accounts a LINE row adds up (with a balance in any column). */
  accountCodes: z.array(z.string()),
  /** One amount per column, decimal text; on the section's normal side (a contra balance is negative). */
  amounts: z.array(z.string()),
});
export type StatementRow = z.infer<typeof statementRow>;

/** A column: the months it covers, first to last (YYYY-MM); the financial position's are balances at `to`'s end. */
export const statementColumn = z.object({ from: z.string(), to: z.string() });
export type StatementColumn = z.infer<typeof statementColumn>;

const amounts = z.array(z.string());

/** GET /reports/financial-position?asOf=YYYY-MM: balances at the month's end, and at the same date last year. */
export const financialPositionQuery = propertyScoped.extend({
  asOf: glPeriod,
  postedOnly: activeFlag.default('N'),
});
export type FinancialPositionQuery = z.infer<typeof financialPositionQuery>;
export const financialPosition = z.object({
  asOf: z.string(),
  postedOnly: z.boolean(),
  customLayout: z.boolean(),
  columns: z.array(statementColumn),
  rows: z.array(statementRow),
  totals: z.object({
    assets: amounts,
    liabilities: amounts,
    funds: amounts,
    liabilitiesAndFunds: amounts,
  }),
  /** Assets equal liabilities and funds in every column. */
  balanced: z.boolean(),
});
export type FinancialPosition = z.infer<typeof financialPosition>;
export const financialPositionReply = replyOf(financialPosition);

/** GET /reports/revenue-expense?period=YYYY-MM: the month, the year to its end, and both a year earlier. */
export const revenueExpenseQuery = propertyScoped.extend({
  period: glPeriod,
  postedOnly: activeFlag.default('N'),
});
export type RevenueExpenseQuery = z.infer<typeof revenueExpenseQuery>;
export const revenueExpense = z.object({
  period: z.string(),
  postedOnly: z.boolean(),
  customLayout: z.boolean(),
  /** The month, January to the month, and the same two a year earlier. */
  columns: z.array(statementColumn),
  rows: z.array(statementRow),
  totals: z.object({ income: amounts, expense: amounts, result: amounts }),
});
export type RevenueExpense = z.infer<typeof revenueExpense>;
export const revenueExpenseReply = replyOf(revenueExpense);

const docLang = { docLang: z.enum(['th', 'en']).optional() };
/** The exports take the report's query and `docLang` (the file's language, the user's without it). */
export const financialPositionExportQuery = financialPositionQuery.extend(docLang);
export type FinancialPositionExportQuery = z.infer<typeof financialPositionExportQuery>;
export const revenueExpenseExportQuery = revenueExpenseQuery.extend(docLang);
export type RevenueExpenseExportQuery = z.infer<typeof revenueExpenseExportQuery>;

/** The layout settings (chart-of-accounts rights) and the two statements (report rights). */
export const statementApi = {
  layout: endpoint({
    method: 'GET',
    path: '/config/statement/layout',
    read: 'json',
    query: statementKindQuery,
    reply: statementLayoutReply,
  }),
  /** Starts the property's own layout as a copy of the standard one. */
  customise: endpoint({
    method: 'POST',
    path: '/config/statement/layout',
    read: 'json',
    body: statementKindBody,
    reply: statementLayoutReply,
  }),
  /** Drops the property's own layout: the standard one applies again. */
  reset: endpoint({
    method: 'DELETE',
    path: '/config/statement/layout',
    read: 'json',
    query: statementKindQuery,
    reply: statementLayoutReply,
  }),
  saveHeader: endpoint({
    method: 'POST',
    path: '/config/statement/header',
    read: 'json',
    body: statementHeaderSave,
    reply: statementLayoutReply,
  }),
  deleteHeader: endpoint({
    method: 'DELETE',
    path: '/config/statement/header',
    read: 'json',
    query: statementItemQuery,
    reply: statementLayoutReply,
  }),
  saveLine: endpoint({
    method: 'POST',
    path: '/config/statement/line',
    read: 'json',
    body: statementLineSave,
    reply: statementLayoutReply,
  }),
  deleteLine: endpoint({
    method: 'DELETE',
    path: '/config/statement/line',
    read: 'json',
    query: statementItemQuery,
    reply: statementLayoutReply,
  }),
  sequence: endpoint({
    method: 'PATCH',
    path: '/config/statement/sequence',
    read: 'json',
    body: statementSequencePatch,
    reply: statementLayoutReply,
  }),
  financialPosition: endpoint({
    method: 'GET',
    path: '/reports/financial-position',
    read: 'json',
    query: financialPositionQuery,
    reply: financialPositionReply,
  }),
  financialPositionExcel: endpoint({
    method: 'GET',
    path: '/reports/financial-position/excel',
    read: 'binary',
    query: financialPositionExportQuery,
  }),
  financialPositionPdf: endpoint({
    method: 'GET',
    path: '/reports/financial-position/pdf',
    read: 'binary',
    query: financialPositionExportQuery,
  }),
  revenueExpense: endpoint({
    method: 'GET',
    path: '/reports/revenue-expense',
    read: 'json',
    query: revenueExpenseQuery,
    reply: revenueExpenseReply,
  }),
  revenueExpenseExcel: endpoint({
    method: 'GET',
    path: '/reports/revenue-expense/excel',
    read: 'binary',
    query: revenueExpenseExportQuery,
  }),
  revenueExpensePdf: endpoint({
    method: 'GET',
    path: '/reports/revenue-expense/pdf',
    read: 'binary',
    query: revenueExpenseExportQuery,
  }),
} as const;

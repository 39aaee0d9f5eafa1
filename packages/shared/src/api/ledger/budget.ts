import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { ruleIssue, v } from '../../validation';
import {
  ackReply,
  errorReply,
  listReplyOf,
  propertyScoped,
  replyOf,
  searchPaging,
  unscoped,
} from '../common';
import { BUDGET_CONTROLS } from '../masterdata/constants';
import { m } from '../masterdata/fields';

/**
 * Yearly budgets (000 s.3 budget year, s.4 budget, s.7 budget prefix): one budget per property and fiscal year,
 * an amount per budget item and month of the fiscal year (month 1 is the fiscal year's first month). States DRAFT
 * -> CONFIRMED -> CLOSED; a confirmed budget changes only by a revision (modify with a reason) or a transfer.
 * Money is decimal text (baht) in replies, as everywhere; inputs take text or numbers.
 */
export const BUDGET_STATUSES = ['DRAFT', 'CONFIRMED', 'CLOSED'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];
export const BUDGET_HISTORY_ACTIONS = ['SAVE', 'MODIFY', 'CONFIRM', 'CLOSE', 'TRANSFER'] as const;
export type BudgetHistoryAction = (typeof BUDGET_HISTORY_ACTIONS)[number];
/** Where a new draft's amounts come from when it is built: last year's budget or last year's actual expenses. */
export const BUDGET_BUILD_SOURCES = ['BUDGET', 'ACTUAL'] as const;
/** How an annual amount goes over the months: equally, or as last year's actual of the item did (`spreadByPattern`). */
export const BUDGET_SPREADS = ['EQUAL', 'PATTERN'] as const;
export type BudgetSpread = (typeof BUDGET_SPREADS)[number];
/** Cells a grid may have: every budget item of a large property times 12 months. */
export const BUDGET_MAX_LINES = 6000;

const year = v.number({ required: true, integer: true, min: 2000, max: 2200 });
const month = v.number({ required: true, integer: true, min: 1, max: 12 });
const itemCode = m.code({ required: true, max: 20 });

/** One cell of the grid: an item's amount in a month of the fiscal year (1..12). */
export const budgetLineInput = z.object({
  budgetItemCode: itemCode,
  month,
  amount: v.money({ required: true, min: 0 }),
});
/**
 * An item's annual amount, spread over the 12 months equally (the remainder satang in the last month) or, with
 * `spread: 'PATTERN'`, in the shares of last year's actual per month (equally when last year had none).
 */
export const budgetAnnualInput = z.object({
  budgetItemCode: itemCode,
  amount: v.money({ required: true, min: 0 }),
  spread: v.oneOf(BUDGET_SPREADS).optional(),
});
/** Last year's budget or actuals per item and month, changed by a percentage (-100 to 1000, two decimals). */
export const budgetBuildFrom = z.object({
  source: v.oneOf(BUDGET_BUILD_SOURCES, { required: true }),
  percent: v.number({ required: true, min: -100, max: 1000 }),
});

const grid = {
  lines: v
    .list(budgetLineInput, {
      max: BUDGET_MAX_LINES,
      uniqueBy: (l) => `${l.budgetItemCode}|${l.month}`,
    })
    .optional(),
  annual: v.list(budgetAnnualInput, { max: BUDGET_MAX_LINES, uniqueBy: (l) => l.budgetItemCode }).optional(),
};

/** POST /budget/save: a new draft, from a grid (lines and/or annual amounts) or built from last year. */
export const budgetSave = propertyScoped
  .extend({ year, ...grid, buildFrom: budgetBuildFrom.optional() })
  .superRefine((b, ctx) => {
    // Built from last year, or given as a grid: not both.
    if (b.buildFrom && ((b.lines?.length ?? 0) > 0 || (b.annual?.length ?? 0) > 0))
      ctx.addIssue(ruleIssue('oneOf', {}, ['buildFrom']));
  });
export type BudgetSave = z.output<typeof budgetSave>;
export type BudgetSaveInput = z.input<typeof budgetSave>;

/** POST /budget/modify: replaces a draft's grid; a confirmed budget's takes a new revision and needs a reason. */
export const budgetModify = propertyScoped.extend({
  budgetHeaderID: z.uuid(),
  ...grid,
  reason: v.text({ max: 500 }),
});
export type BudgetModify = z.output<typeof budgetModify>;

/** PUT /budget/delete, /confirm, /close. */
export const budgetHeaderAction = propertyScoped.extend({
  budgetHeaderID: z.uuid(),
  reason: v.text({ max: 500 }),
});
export type BudgetHeaderAction = z.output<typeof budgetHeaderAction>;

/** POST /budget/transfer: moves an amount between items and/or months of a confirmed budget. */
export const budgetTransfer = propertyScoped.extend({
  budgetHeaderID: z.uuid(),
  fromItemCode: itemCode,
  fromMonth: month,
  toItemCode: itemCode,
  toMonth: month,
  amount: v.money({ required: true, min: 1 }),
  reason: v.text({ required: true, max: 500 }),
});
export type BudgetTransfer = z.output<typeof budgetTransfer>;

/** POST /budget/check: what is left of an item's budget in a month, and whether a request's amount fits. */
export const budgetCheck = propertyScoped.extend({
  budgetYear: year,
  budgetMonth: month,
  budgetItemCode: itemCode,
  amount: v.money({ min: 0 }),
});
export type BudgetCheck = z.output<typeof budgetCheck>;

export const budgetSearchBody = propertyScoped.extend({
  ...searchPaging.shape,
  year: v.number({ integer: true, min: 2000, max: 2200 }),
  status: v.oneOf(BUDGET_STATUSES),
});
export type BudgetSearchBody = z.output<typeof budgetSearchBody>;

export const budgetHeaderQuery = propertyScoped.extend({ budgetHeaderID: z.uuid() });
export const budgetYearQuery = propertyScoped.extend({
  year: v.number({ integer: true, min: 2000, max: 2200 }),
});

/** A month of the fiscal year: its number, its calendar month (YYYY-MM) and its text (ม.ค. 2570 / Jan 2027). */
export const budgetMonth = z.object({ month: z.number().int(), period: z.string(), display: z.string() });
/** The budget year (000 s.3): the year, its budget if any, and its months. */
export const budgetYear = z.object({
  year: z.number().int(),
  budgetHeaderID: z.string().nullable(),
  status: z.enum(BUDGET_STATUSES).nullable(),
  monthList: z.array(budgetMonth),
});
export type BudgetYear = z.infer<typeof budgetYear>;

export const budgetHeaderRow = z.object({
  budgetHeaderID: z.string(),
  year: z.number().int(),
  status: z.enum(BUDGET_STATUSES),
  revision: z.number().int(),
  total: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string().nullable(),
  confirmedDate: z.string().nullable(),
  closedDate: z.string().nullable(),
});
export type BudgetHeaderRow = z.infer<typeof budgetHeaderRow>;

export const budgetItemLine = z.object({
  budgetItemCode: z.string(),
  budgetItemDescription: z.string(),
  expenseAccountCode: z.string(),
  /** The 12 months' amounts, month 1 first. */
  months: z.array(z.string()),
  total: z.string(),
});
export const budgetHistoryRow = z.object({
  revision: z.number().int(),
  action: z.enum(BUDGET_HISTORY_ACTIONS),
  reason: z.string().nullable(),
  fromItemCode: z.string().nullable(),
  fromMonth: z.number().int().nullable(),
  toItemCode: z.string().nullable(),
  toMonth: z.number().int().nullable(),
  amount: z.string().nullable(),
  /** The grid as it stood after a SAVE or MODIFY: item, month, amount. */
  lines: z
    .array(z.object({ budgetItemCode: z.string(), month: z.number().int(), amount: z.string() }))
    .nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export const budgetDetail = budgetHeaderRow.extend({
  monthList: z.array(budgetMonth),
  items: z.array(budgetItemLine),
  history: z.array(budgetHistoryRow),
});
export type BudgetDetail = z.infer<typeof budgetDetail>;

export const budgetUsableItem = z.object({
  budgetItemCode: z.string(),
  budgetItemDescription: z.string(),
  expenseAccountCode: z.string(),
});

export const budgetCheckResult = z.object({
  budgetItemCode: z.string(),
  budgetYear: z.number().int(),
  budgetMonth: z.number().int(),
  period: z.string(),
  /** The confirmed budget the figures come from; null when the year has none (its budget is then 0). */
  budgetHeaderID: z.string().nullable(),
  budget: z.string(),
  /** Requests waiting for approval that charge the item's account that month (the request checked left out). */
  committed: z.string(),
  actual: z.string(),
  available: z.string(),
  requested: z.string(),
  fits: z.boolean(),
  /** The property's rule for a request that does not fit: REFUSE answers BG120 instead of this reply. */
  control: z.enum(BUDGET_CONTROLS),
});
export type BudgetCheckResult = z.infer<typeof budgetCheckResult>;

export const budgetSaved = replyOf(
  z.object({
    budgetHeaderID: z.string(),
    year: z.number().int(),
    status: z.enum(BUDGET_STATUSES),
    revision: z.number().int(),
  }),
);

/**
 * Budget against actual (settings budgetSummary): per item and month, the budget, what is committed (requests
 * waiting for approval: an approved request has posted its expense, which is then actual), the actual expense
 * from the ledger through the item's account, what is available (budget - committed - actual) and the share used; the year and the year to date.
 */
export const budgetFigures = z.object({
  budget: z.string(),
  committed: z.string(),
  actual: z.string(),
  available: z.string(),
  /** (committed + actual) / budget in %, two decimals; null without a budget. */
  percentUsed: z.string().nullable(),
});
export type BudgetFigures = z.infer<typeof budgetFigures>;
export const budgetSummaryRow = z.object({
  budgetItemCode: z.string(),
  description: z.string(),
  accountCode: z.string(),
  /** Months 1..12 of the fiscal year. */
  cells: z.array(budgetFigures.extend({ month: z.number().int() })),
  year: budgetFigures,
  yearToDate: budgetFigures,
});
export type BudgetSummaryRow = z.infer<typeof budgetSummaryRow>;
export const budgetSummary = budgetYear.extend({
  /** The last month counted in the year to date: this month in the current year, else the year's last. */
  toDatePeriod: z.string(),
  rows: z.array(budgetSummaryRow),
  totals: budgetSummaryRow.omit({ budgetItemCode: true, description: true, accountCode: true }),
});
export type BudgetSummary = z.infer<typeof budgetSummary>;

/** GET /budget/summary/entries: the ledger lines behind one cell's actual. */
export const budgetEntriesQuery = propertyScoped.extend({
  year: v.number({ required: true, integer: true, min: 2000, max: 2200 }),
  month: v.number({ required: true, integer: true, min: 1, max: 12 }),
  budgetItemCode: itemCode,
});
export const budgetEntryRow = z.object({
  entryDate: z.string(),
  documentType: z.string(),
  documentNo: z.string(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
});
export type BudgetEntryRow = z.infer<typeof budgetEntryRow>;
/** A request waiting for approval behind a committed figure, with what it will charge the item's account. */
export const budgetCommittedRow = z.object({
  documentType: z.string(),
  documentNo: z.string(),
  date: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
});
export type BudgetCommittedRow = z.infer<typeof budgetCommittedRow>;

/**
 * The budget's files: GET /budget/excel and /pdf (the grid of one budget), /budget/summary/excel and /pdf (the
 * operating budget report, the figures of /budget/summary), in `docLang` (the user's language without it).
 */
const docLang = z.enum(['th', 'en']).optional();
export const budgetFileQuery = budgetHeaderQuery.extend({ docLang });
export const budgetSummaryFileQuery = budgetYearQuery.extend({ docLang });

/** POST /budget/import: a cell of the grid read from the file (every month of every item row, zeros too). */
export const budgetImportCell = z.object({
  budgetItemCode: z.string(),
  month: z.number().int(),
  amount: z.string(),
});
export type BudgetImportCell = z.infer<typeof budgetImportCell>;
/** A refused row of the file: its row number in the file, its item code, and what is wrong (BG113-BG119). */
export const budgetImportRow = z.object({
  rowNo: z.number().int(),
  budgetItemCode: z.string(),
  errors: z.array(z.object({ column: z.string().nullable(), code: z.string(), message: z.string() })),
});
export type BudgetImportRow = z.infer<typeof budgetImportRow>;
export const budgetImportRefusal = z.object({ rows: z.array(budgetImportRow), errorCount: z.number().int() });
/** 400 BG112: some rows are wrong, nothing was read; data lists the bad rows. */
export const budgetImportErrorReply = errorReply.extend({ data: budgetImportRefusal.optional() });

/** The budget calls (000 s.7, prefix /budget). */
export const budgetApi = {
  search: endpoint({
    method: 'POST',
    path: '/budget/search',
    read: 'list',
    body: budgetSearchBody,
    reply: listReplyOf(budgetHeaderRow),
  }),
  /** The active budget items a grid may use. */
  item: endpoint({
    method: 'GET',
    path: '/budget/item',
    read: 'list',
    query: propertyScoped,
    reply: listReplyOf(budgetUsableItem),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/budget/detail',
    read: 'json',
    query: budgetHeaderQuery,
    reply: replyOf(budgetDetail),
  }),
  /** The property's budget of the latest fiscal year, or null. */
  latest: endpoint({
    method: 'GET',
    path: '/budget/latest',
    read: 'json',
    query: propertyScoped,
    reply: replyOf(budgetDetail.nullable()),
  }),
  /** The budget year of one fiscal year (default: the one today is in). */
  propertyBudget: endpoint({
    method: 'GET',
    path: '/budget/propertyBudget',
    read: 'json',
    query: budgetYearQuery,
    reply: replyOf(budgetYear),
  }),
  /** Every budget of the property, newest year first. */
  listBudget: endpoint({
    method: 'GET',
    path: '/budget/listBudget',
    read: 'list',
    query: propertyScoped,
    reply: listReplyOf(budgetHeaderRow),
  }),
  delete: endpoint({
    method: 'PUT',
    path: '/budget/delete',
    read: 'json',
    body: budgetHeaderAction,
    reply: ackReply,
  }),
  confirm: endpoint({
    method: 'PUT',
    path: '/budget/confirm',
    read: 'json',
    body: budgetHeaderAction,
    reply: budgetSaved,
  }),
  close: endpoint({
    method: 'PUT',
    path: '/budget/close',
    read: 'json',
    body: budgetHeaderAction,
    reply: budgetSaved,
  }),
  check: endpoint({
    method: 'POST',
    path: '/budget/check',
    read: 'json',
    body: budgetCheck,
    reply: replyOf(budgetCheckResult),
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/budget/transfer',
    read: 'json',
    body: budgetTransfer,
    reply: budgetSaved,
  }),
  save: endpoint({
    method: 'POST',
    path: '/budget/save',
    read: 'json',
    status: 201,
    body: budgetSave,
    reply: budgetSaved,
  }),
  modify: endpoint({
    method: 'POST',
    path: '/budget/modify',
    read: 'json',
    body: budgetModify,
    reply: budgetSaved,
  }),
  /** Budget against actual of a fiscal year (default: the one today is in). */
  summary: endpoint({
    method: 'GET',
    path: '/budget/summary',
    read: 'json',
    query: budgetYearQuery,
    reply: replyOf(budgetSummary),
  }),
  /** The ledger lines behind one cell's actual (drill-down). */
  entries: endpoint({
    method: 'GET',
    path: '/budget/summary/entries',
    read: 'list',
    query: budgetEntriesQuery,
    reply: listReplyOf(budgetEntryRow),
  }),
  /** The requests waiting for approval behind one cell's committed figure. */
  committed: endpoint({
    method: 'GET',
    path: '/budget/summary/committed',
    read: 'list',
    query: budgetEntriesQuery,
    reply: listReplyOf(budgetCommittedRow),
  }),
  /** One budget's grid as a workbook: items x 12 months and the year, under its year, state and revision. */
  excel: endpoint({ method: 'GET', path: '/budget/excel', read: 'binary', query: budgetFileQuery }),
  /** The same as an A4 landscape PDF. */
  pdf: endpoint({ method: 'GET', path: '/budget/pdf', read: 'binary', query: budgetFileQuery }),
  /**
   * multipart: file (.xlsx in the layout of /budget/excel); lang and propertyCode in the query. Answers the grid's
   * cells for the screen to review; nothing is saved. 400 BG112 with the bad rows, BG118 when the layout is not.
   */
  import: endpoint({
    method: 'POST',
    path: '/budget/import',
    read: 'json',
    query: unscoped,
    form: propertyScoped,
    reply: replyOf(z.array(budgetImportCell)),
    otherReplies: { 400: budgetImportErrorReply },
  }),
  /** The operating budget report (the figures of `summary`) as a workbook: per item, month and the year. */
  summaryExcel: endpoint({
    method: 'GET',
    path: '/budget/summary/excel',
    read: 'binary',
    query: budgetSummaryFileQuery,
  }),
  /** The operating budget report as an A4 landscape PDF: per item the year and the year to date. */
  summaryPdf: endpoint({
    method: 'GET',
    path: '/budget/summary/pdf',
    read: 'binary',
    query: budgetSummaryFileQuery,
  }),
  /** The property's budget years (year, budget, months), newest first. */
  propertyYears: endpoint({
    method: 'GET',
    path: '/properties/budget',
    read: 'list',
    query: propertyScoped,
    reply: listReplyOf(budgetYear),
  }),
};

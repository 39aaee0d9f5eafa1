import { z } from 'zod';
import { v } from '../../validation';
import { endpoint } from '../../endpoint';
import { errorReply, listReplyOf, propertyScoped, replyOf } from '../common';
import { BILLING_CYCLES, CALC_KINDS, EXPENSE_CATEGORIES } from '../masterdata/constants';
import { m } from '../masterdata/fields';

/**
 * Expenses and meter billing (/views/expense, /views/expense-status). The calls are in `expenseApi` at the end
 * of this file.
 */

/** A billing month, YYYY-MM (CE). */
export const billingMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** An ISO date (CE), YYYY-MM-DD. */
export const isoDate = v.date({ required: true });

/** GET /expenses/types: the active expense types a billing month can charge. */
export const billingTypeRow = z.object({
  expenseTypeCode: z.string(),
  expenseTypeDescription: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  calcKind: z.enum(CALC_KINDS),
  billingCycle: z.enum(BILLING_CYCLES),
  meterTypeCode: z.string().nullable(),
  /** METER: the meter's whole digits (a reading below the previous may be a rollover), else null. */
  meterDigits: z.number().int().nullable(),
  rate: z.string(),
});
export type BillingTypeRow = z.infer<typeof billingTypeRow>;
export const billingTypesReply = listReplyOf(billingTypeRow);

/** GET /expenses/meter?month&meterTypeCode&keyword: every active unit's reading for the month. */
export const meterQuery = propertyScoped.extend({
  month: billingMonth,
  meterTypeCode: z.string().min(1).max(20),
  keyword: z.string().max(50).optional(),
});
export const meterRow = z.object({
  unitCode: z.string(),
  building: z.string(),
  floor: z.string().nullable(),
  meterNo: z.string().nullable(),
  /** Decimal text ('1234.00'); carried over from the month before when there is no reading yet. */
  previousMeter: z.string(),
  currentMeter: z.string().nullable(),
  /**
   * current - previous ('0.00' while there is no current reading: the spec's empty becomes 0); past the meter's
   * last figure when `rolloverDigits` is set (9990 -> 15 on 4 digits: 25).
   */
  using: z.string(),
  /** The meter's digits when this reading rolled over (confirmed by the clerk), else null. */
  rolloverDigits: z.number().int().nullable(),
  updatedDate: z.string().nullable(),
  /** The month is billed for this unit: readings can no longer change. */
  billed: z.boolean(),
});
export type MeterRow = z.infer<typeof meterRow>;
export const meterReply = listReplyOf(meterRow);

/**
 * PUT /expenses/autosave: one reading, saved as it is typed. A negative current becomes 0 (spec 000 s.3); the
 * current must then be at least the previous (rule meterLessThanPrevious). `previousMeter` may be given only
 * for a unit's first month.
 */
export const meterAutosave = propertyScoped.extend({
  month: billingMonth,
  meterTypeCode: z.string().min(1).max(20),
  unitCode: z.string().min(1).max(20),
  /** Decimal text or number, 2 places at most; negative is accepted here and becomes 0. */
  currentMeter: m
    .decimal({ scale: 2, max: '9999999999', min: '-9999999999', signed: true })
    .nullable()
    .optional(),
  previousMeter: m.decimal({ scale: 2, max: '9999999999' }).optional(),
  meterNo: v.text({ max: 30 }),
  /**
   * The clerk has seen and confirms what EX008 said of this reading: a rollover past the meter's last figure, or
   * a use far above the unit's usual (over 5 times its 6-month average) or above the meter type's maximum.
   */
  confirmed: z.boolean().optional(),
});
export type MeterAutosave = z.infer<typeof meterAutosave>;
export const meterAutosaveReply = replyOf(meterRow);

/** POST /expenses/meter (multipart: file, month, meterTypeCode): CSV/XLSX with columns unitCode, currentMeter. */
export const meterImportRow = z.object({
  rowNo: z.number().int(),
  unitCode: z.string(),
  currentMeter: z.string(),
  errors: z.array(z.string()),
  /** What the clerk must confirm of the row (a rollover, a use far above the usual). */
  confirm: z.array(z.string()),
});
export const meterImportResult = z.object({
  saved: z.number().int(),
  rows: z.array(meterImportRow),
  errorCount: z.number().int(),
  /** Rows to confirm; nothing is saved while there are some and the import is not `confirmed`. */
  confirmCount: z.number().int(),
});
export const meterImportReply = replyOf(meterImportResult);
/** The fields of POST /expenses/meter besides the file. */
export const meterImportForm = propertyScoped.extend({
  month: meterQuery.shape.month,
  meterTypeCode: z.string().min(1).max(20),
  /** Y: the rows that roll over or use far more than usual (listed by a first try) are confirmed. */
  confirmed: m.flag('N'),
});
/** POST /api/v1/external/meter: the same readings as JSON, from meter devices and outside systems. */
export const meterExternalBody = meterImportForm.extend({
  readings: z
    .array(z.object({ unitCode: z.string().max(20), currentMeter: z.union([z.string(), z.number()]) }))
    .min(1)
    .max(5000),
});
/** 400 EX004: some rows are wrong; 409 EX008: some rows need confirming. Nothing was saved; data says which. */
export const meterImportErrorReply = errorReply.extend({ data: meterImportResult.optional() });

/** GET /expenses/factor?expenseTypeCode: units whose factor differs from 1. PUT /expenses/autosave/factor saves one. */
export const factorRow = z.object({ unitCode: z.string(), factor: z.string() });
export const factorQuery = propertyScoped.extend({ expenseTypeCode: z.string().min(1).max(20) });
export const factorReply = listReplyOf(factorRow);
export const factorAutosave = propertyScoped.extend({
  expenseTypeCode: z.string().min(1).max(20),
  unitCode: z.string().min(1).max(20),
  factor: m.decimal({ scale: 4, max: '9999', required: true }),
});
export const factorSaved = replyOf(factorRow);

/** GET /expenses/summary?month: the preview of what a billing run would charge each unit. */
export const summaryQuery = propertyScoped.extend({ month: billingMonth });
export const chargeRow = z.object({
  expenseTypeCode: z.string(),
  expenseTypeDescription: z.string(),
  billingStart: z.string(),
  billingEnd: z.string(),
  quantity: z.string(),
  amountExcludeVat: z.string(),
  vat: z.string(),
  grandTotal: z.string(),
  /** Already on an invoice: a run skips it. */
  billed: z.boolean(),
});
export const unitChargesRow = z.object({
  unitCode: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  charges: z.array(chargeRow),
  /** Of the charges not yet billed. */
  grandTotal: z.string(),
});
export type UnitChargesRow = z.infer<typeof unitChargesRow>;
export const summaryWarning = z.object({
  code: z.enum(['MISSING_METER', 'NO_CUSTOMER', 'PREVIOUS_MONTH_NOT_BILLED']),
  unitCode: z.string().nullable(),
  detail: z.string(),
});
export const summaryReply = replyOf(
  z.object({
    month: z.string(),
    units: z.array(unitChargesRow),
    byExpenseType: z.array(
      z.object({
        expenseTypeCode: z.string(),
        expenseTypeDescription: z.string(),
        unitCount: z.number().int(),
        grandTotal: z.string(),
      }),
    ),
    unitCount: z.number().int(),
    grandTotal: z.string(),
    warnings: z.array(summaryWarning),
  }),
);
export type BillingSummary = z.infer<typeof summaryReply>['data'];

/**
 * What a run does with a metered charge whose unit has no current reading: SKIP bills the unit without that line
 * (a later run bills it once the reading is in), MINIMUM bills the type's minimum charge (no use). A run of a month
 * with such units and no choice bills nothing (EX007): the screen asks first.
 */
export const MISSING_METER_CHOICES = ['SKIP', 'MINIMUM'] as const;
export type MissingMeterChoice = (typeof MISSING_METER_CHOICES)[number];

/** POST /expenses/apply: starts the billing run of a month in the background. */
export const applyBody = propertyScoped
  .extend({
    month: billingMonth,
    invoiceDate: isoDate,
    dueDate: isoDate,
    missingMeter: z.enum(MISSING_METER_CHOICES).optional(),
  })
  .refine((b) => b.invoiceDate <= b.dueDate, {
    params: { rule: 'invoiceDateAfterDueDate' },
    path: ['dueDate'],
  });
export type ApplyBody = z.infer<typeof applyBody>;

export const BILLING_RUN_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export const billingRunRow = z.object({
  runId: z.string(),
  month: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  status: z.enum(BILLING_RUN_STATUSES),
  /** Progress: units done out of unitCount (live while RUNNING). */
  done: z.number().int(),
  unitCount: z.number().int(),
  invoiceCount: z.number().int(),
  grandTotal: z.string(),
  /** What the run left to check (units without a reading or a customer): "done with N warnings". */
  warningCount: z.number().int(),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type BillingRunRow = z.infer<typeof billingRunRow>;
export const billingRunReply = replyOf(billingRunRow);
/** GET /expenses/apply?runId */
export const runQuery = propertyScoped.extend({ runId: z.string().uuid() });

/** GET /expenses/status/invoice?month (expense status list) and POST /v1/scheduletasksearch. */
export const runSearchBody = propertyScoped.extend({
  month: billingMonth.optional(),
  status: z.enum(BILLING_RUN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export const runListReply = listReplyOf(billingRunRow);

/** The expense and meter-billing calls (000 s.7), the billing run and its list, and the meter calls of the second service. */
export const expenseApi = {
  /** The active expense types a billing month (or an invoice line) can charge. */
  types: endpoint({
    method: 'GET',
    path: '/expenses/types',
    read: 'list',
    query: propertyScoped,
    reply: billingTypesReply,
  }),
  /** Every active unit's reading of one meter type for the month. */
  meters: endpoint({
    method: 'GET',
    path: '/expenses/meter',
    read: 'list',
    query: meterQuery,
    reply: meterReply,
  }),
  /** One reading, saved as it is typed. */
  autosaveMeter: endpoint({
    method: 'PUT',
    path: '/expenses/autosave',
    read: 'json',
    body: meterAutosave,
    reply: meterAutosaveReply,
  }),
  /**
   * multipart: a CSV or XLSX of unitCode, currentMeter, and meterImportForm. 400 EX004 with every row and its
   * errors when any row is bad (nothing is saved then).
   */
  importMeters: endpoint({
    method: 'POST',
    path: '/expenses/meter',
    read: 'json',
    form: meterImportForm,
    reply: meterImportReply,
    otherReplies: { 400: meterImportErrorReply, 409: meterImportErrorReply },
  }),
  /** `importMeters` as JSON, for meter devices and outside systems (second service). */
  externalMeters: endpoint({
    method: 'POST',
    path: '/api/v1/external/meter',
    read: 'json',
    body: meterExternalBody,
    reply: meterImportReply,
    otherReplies: { 400: meterImportErrorReply, 409: meterImportErrorReply },
  }),
  /** `meters` on the second service. */
  externalMeterList: endpoint({
    method: 'GET',
    path: '/api/v1/external/meter',
    read: 'list',
    query: meterQuery,
    reply: meterReply,
  }),
  /** The units whose factor of an expense type differs from 1. */
  factors: endpoint({
    method: 'GET',
    path: '/expenses/factor',
    read: 'list',
    query: factorQuery,
    reply: factorReply,
  }),
  /** One unit's multiplier of one expense type. */
  autosaveFactor: endpoint({
    method: 'PUT',
    path: '/expenses/autosave/factor',
    read: 'json',
    body: factorAutosave,
    reply: factorSaved,
  }),
  /** What a billing run of the month would charge each unit. */
  summary: endpoint({
    method: 'GET',
    path: '/expenses/summary',
    read: 'json',
    query: summaryQuery,
    reply: summaryReply,
  }),
  /** Starts the billing run of a month in the background: 202 with the run (RUNNING). */
  apply: endpoint({
    method: 'POST',
    path: '/expenses/apply',
    read: 'json',
    status: 202,
    body: applyBody,
    reply: billingRunReply,
  }),
  /** A run with its progress (done of unitCount units). */
  run: endpoint({
    method: 'GET',
    path: '/expenses/apply',
    read: 'json',
    query: runQuery,
    reply: billingRunReply,
  }),
  /** The billing runs, newest first (the expense status list). */
  runs: endpoint({
    method: 'GET',
    path: '/expenses/status/invoice',
    read: 'list',
    query: runSearchBody,
    reply: runListReply,
  }),
  /** `runs` with its filter in the body (the schedule-task search of 000 s.7). */
  runSearch: endpoint({
    method: 'POST',
    path: '/v1/scheduletasksearch',
    read: 'list',
    body: runSearchBody,
    reply: runListReply,
  }),
};

import { z } from 'zod';
import { v } from '../../validation';
import { errorReply, listReplyOf, propertyScoped, replyOf } from '../common';
import { BILLING_CYCLES, CALC_KINDS, EXPENSE_CATEGORIES } from '../masterdata/constants';
import { m } from '../masterdata/fields';

/** Expenses and meter billing (/views/expense, /views/expense-status), calls under /expenses. */

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
  /** current - previous, '0.00' while there is no current reading (the spec: empty becomes 0). */
  using: z.string(),
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
});
export type MeterAutosave = z.infer<typeof meterAutosave>;
export const meterAutosaveReply = replyOf(meterRow);

/** POST /expenses/meter (multipart: file, month, meterTypeCode): CSV/XLSX with columns unitCode, currentMeter. */
export const meterImportRow = z.object({
  rowNo: z.number().int(),
  unitCode: z.string(),
  currentMeter: z.string(),
  errors: z.array(z.string()),
});
export const meterImportResult = z.object({
  saved: z.number().int(),
  rows: z.array(meterImportRow),
  errorCount: z.number().int(),
});
export const meterImportReply = replyOf(meterImportResult);
/** 400 EX004: some rows are wrong, nothing was saved; data says which and why. */
export const meterImportErrorReply = errorReply.extend({ data: meterImportResult.optional() });

/** GET /expenses/factor?expenseTypeCode: units whose factor differs from 1. PUT /expenses/autosave/factor saves one. */
export const factorRow = z.object({ unitCode: z.string(), factor: z.string() });
export const factorReply = listReplyOf(factorRow);
export const factorAutosave = propertyScoped.extend({
  expenseTypeCode: z.string().min(1).max(20),
  unitCode: z.string().min(1).max(20),
  factor: m.decimal({ scale: 4, max: '9999', required: true }),
});

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

/** POST /expenses/apply: starts the billing run of a month in the background. */
export const applyBody = propertyScoped
  .extend({ month: billingMonth, invoiceDate: isoDate, dueDate: isoDate })
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

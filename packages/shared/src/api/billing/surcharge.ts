import { z } from 'zod';
import { ruleIssue, v } from '../../validation';
import { endpoint } from '../../endpoint';
import { propertyScoped, replyOf } from '../common';
import type { ExpenseCategory } from '../masterdata/constants';
import { m } from '../masterdata/fields';
import { isoDate } from './expenses';

/**
 * Late-payment surcharge (เงินเพิ่ม, thai-accounting.md s.1) on overdue invoices (000 s.7, and 001 "Surcharge:
 * POST v1/invoices"). Money in replies is decimal text. The calls are in `surchargeApi` at the end of this file.
 */

/**
 * The expense categories whose unpaid amount bears the surcharge: the common fee only (s.18/1 of the
 * Condominium Act covers common charges). Surcharge invoices never bear surcharge themselves.
 */
export const SURCHARGE_CATEGORIES = ['COMMON_FEE'] as const satisfies readonly ExpenseCategory[];

/** The most units one preview lists (its totals still cover every unit): keeps the reply small on a big book. */
export const SURCHARGE_PREVIEW_MAX_UNITS = 200;

/**
 * GET /invoices/surcharge?asOf=YYYY-MM-DD: what a surcharge run as of that day would charge, unit by unit;
 * `limit` lists fewer units than the maximum. With `unitCode`, that unit alone with its overdue invoices (the
 * screen asks for them when a unit is expanded, so the whole preview stays small however long the debts run).
 */
export const surchargeQuery = propertyScoped.extend({
  asOf: isoDate,
  limit: z.coerce.number().int().min(1).max(SURCHARGE_PREVIEW_MAX_UNITS).default(SURCHARGE_PREVIEW_MAX_UNITS),
  unitCode: m.code({ max: 20 }).optional(),
});
export type SurchargeQuery = z.infer<typeof surchargeQuery>;

/**
 * POST /invoices/surcharge (and POST /api/v1/invoices): one issued surcharge invoice per unit for the days up to
 * asOf not charged yet. The days charged end on asOf, so asOf may not be later than the invoice date.
 * Without unitCodes every unit with overdue debt is charged.
 */
export const surchargeCreate = propertyScoped
  .extend({
    asOf: isoDate,
    invoiceDate: isoDate,
    dueDate: isoDate,
    unitCodes: v
      .list(m.code({ required: true, max: 20 }), {
        min: 1,
        max: 5000,
        uniqueBy: (c) => c,
        minRule: 'selectAtLeastOneItem',
      })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.invoiceDate && b.dueDate && b.invoiceDate > b.dueDate)
      ctx.addIssue(ruleIssue('invoiceDateAfterDueDate', {}, ['dueDate']));
    if (b.asOf && b.invoiceDate && b.asOf > b.invoiceDate)
      ctx.addIssue(ruleIssue('before', { date: dayAfter(b.invoiceDate) }, ['asOf']));
  });
export type SurchargeCreate = z.infer<typeof surchargeCreate>;
export type SurchargeCreateInput = z.input<typeof surchargeCreate>;

/** The ISO date after `iso` (calendar arithmetic in UTC, so no time zone shifts it). */
export function dayAfter(iso: string): string {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}

/** Consecutive days charged at one rate on one unpaid amount. */
export const surchargeRateLine = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /** What was unpaid on those days. */
  principal: z.string(),
  /** % per year as text, '12.00'. */
  ratePerYear: z.string(),
  amount: z.string(),
});
export type SurchargeRateLine = z.infer<typeof surchargeRateLine>;

/**
 * One overdue invoice, or one paid late with days not charged yet: the unpaid surcharge-bearing amount on the first
 * day charged (`principal`; later days may owe less, see the lines) and now (`owed`, 0.00 once paid in full), the
 * days not charged yet, and the surcharge.
 */
export const surchargeInvoiceRow = z.object({
  invoiceId: z.string(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  principal: z.string(),
  owed: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  amount: z.string(),
  lines: z.array(surchargeRateLine),
});
export type SurchargeInvoiceRow = z.infer<typeof surchargeInvoiceRow>;

export const surchargeUnitRow = z.object({
  unitCode: z.string(),
  /** Who the surcharge invoice goes to: the unit's billed customer now. */
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  /** How many of its overdue invoices bear surcharge. */
  invoiceCount: z.number().int(),
  /** The invoices themselves: only in the preview of one unit (`unitCode`). */
  invoices: z.array(surchargeInvoiceRow).optional(),
  amount: z.string(),
  /** VAT when the surcharge expense type carries it and the property is VAT-registered. */
  vat: z.string(),
  total: z.string(),
});
export type SurchargeUnitRow = z.infer<typeof surchargeUnitRow>;

export const surchargeSettingsRow = z.object({
  method: z.enum(['DAILY_365', 'MONTHLY_RATE']),
  ratePerYear: z.string(),
  overdueRatePerYear: z.string(),
  overdueAfterMonths: z.number().int(),
  higherRateAppliesTo: z.enum(['OLDER_PART', 'WHOLE_DEBT']),
  graceDays: z.number().int(),
});

export const surchargePreview = z.object({
  asOf: z.string(),
  settings: surchargeSettingsRow,
  /** The active SURCHARGE expense type the invoices would use; null means they cannot be created yet. */
  expenseTypeCode: z.string().nullable(),
  /** The first units by unit code, at most `limit` of them. */
  units: z.array(surchargeUnitRow),
  /** True when units were left out of `units`: the counts and totals below still cover every unit. */
  more: z.boolean(),
  unitCount: z.number().int(),
  invoiceCount: z.number().int(),
  amount: z.string(),
  vat: z.string(),
  grandTotal: z.string(),
});
export type SurchargePreview = z.infer<typeof surchargePreview>;
export const surchargePreviewReply = replyOf(surchargePreview);

export const surchargeCreated = z.object({
  invoiceCount: z.number().int(),
  grandTotal: z.string(),
  invoices: z.array(
    z.object({ invoiceId: z.string(), invoiceNo: z.string(), unitCode: z.string(), grandTotal: z.string() }),
  ),
});
export type SurchargeCreated = z.infer<typeof surchargeCreated>;
export const surchargeCreatedReply = replyOf(surchargeCreated);

/** The surcharge calls: the preview of a run, and the run (201 when it created invoices, else 200). */
export const surchargeApi = {
  /** What a run as of `asOf` would charge each unit. */
  preview: endpoint({
    method: 'GET',
    path: '/invoices/surcharge',
    read: 'json',
    query: surchargeQuery,
    reply: surchargePreviewReply,
  }),
  /** One issued surcharge invoice per unit with days not charged yet. */
  create: endpoint({
    method: 'POST',
    path: '/invoices/surcharge',
    read: 'json',
    status: 201,
    body: surchargeCreate,
    reply: surchargeCreatedReply,
    otherReplies: { 200: surchargeCreatedReply },
  }),
  /** The same run under the second service's name. */
  createV1: endpoint({
    method: 'POST',
    path: '/api/v1/invoices',
    read: 'json',
    status: 201,
    body: surchargeCreate,
    reply: surchargeCreatedReply,
    otherReplies: { 200: surchargeCreatedReply },
  }),
};

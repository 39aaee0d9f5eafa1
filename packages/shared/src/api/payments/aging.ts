import { z } from 'zod';
import { v } from '../../validation';
import { endpoint } from '../../endpoint';
import { propertyScoped, replyOf } from '../common';

/**
 * Aging report (/views/report): what each unit owes per expense type, by days past due, computed from the ledger
 * (the receivable accounts summed per invoice line) so its total always equals the AR control accounts.
 */

export const DEFAULT_AGING_BUCKETS = [30, 60, 90, 120] as const;

/** "30,60,90" -> [30, 60, 90]: ascending, distinct, 1..3650, at most 8. */
export function parseAgingBuckets(text: string | undefined): number[] | null {
  if (text === undefined || text.trim() === '') return [...DEFAULT_AGING_BUCKETS];
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > 8 || parts.some((p) => !/^\d{1,4}$/.test(p))) return null;
  const days = parts.map(Number);
  if (days.some((d, i) => d < 1 || d > 3650 || (i > 0 && d <= days[i - 1]!))) return null;
  return days;
}

/** ?asOf=YYYY-MM-DD&buckets=30,60,90, for the report and its Excel. */
export const agingQuery = propertyScoped.extend({
  asOf: v.date({ required: true }),
  buckets: z
    .string()
    .max(60)
    .optional()
    .refine((b) => parseAgingBuckets(b) !== null, { params: { rule: 'oneOf' } }),
  docLang: z.enum(['th', 'en']).optional(),
});
export type AgingQuery = z.infer<typeof agingQuery>;

export const agingBucket = z.object({
  /** Days past due, inclusive; `to` null is the open-ended last column. from 0 to 0 is "not yet due". */
  from: z.number().int(),
  to: z.number().int().nullable(),
});
export type AgingBucket = z.infer<typeof agingBucket>;

export const agingRow = z.object({
  unitCode: z.string(),
  customerName: z.string(),
  expenseTypeCode: z.string(),
  expenseTypeDescription: z.string(),
  /** One amount per bucket, in the order of `buckets`. */
  amounts: z.array(z.string()),
  total: z.string(),
});
export type AgingRow = z.infer<typeof agingRow>;

export const agingReport = z.object({
  asOf: z.string(),
  buckets: z.array(agingBucket),
  rows: z.array(agingRow),
  totals: z.object({ amounts: z.array(z.string()), total: z.string() }),
  /** Balance of the receivable (AR) accounts in the ledger on asOf: equals totals.total. */
  arControl: z.string(),
});
export type AgingReport = z.infer<typeof agingReport>;
export const agingReply = replyOf(agingReport);

/** The aging report (001 "Reports"): on screen, and the same as an Excel download. */
export const agingApi = {
  report: endpoint({
    method: 'GET',
    path: '/reports/aging',
    read: 'json',
    query: agingQuery,
    reply: agingReply,
  }),
  excel: endpoint({ method: 'GET', path: '/reports/aging/excel', read: 'binary', query: agingQuery }),
};

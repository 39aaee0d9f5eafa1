import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { documentCounter } from './ledger.schema';

/**
 * Document numbers: type + Buddhist-era year (2 digits) + month + a 5-digit sequence, e.g. IN691100001 for the
 * first invoice of November 2569 (2026). Letters and digits only, so the number can be a PromptPay Ref2.
 */
export function formatDocumentNo(documentType: string, period: string, seq: number): string {
  const beYear = String(Number(period.slice(0, 4)) + 543).slice(-2);
  return `${documentType}${beYear}${period.slice(5, 7)}${String(seq).padStart(5, '0')}`;
}

/**
 * Takes `count` consecutive numbers for the month of `date`. The counter row stays locked until the caller's
 * transaction ends, so numbers are gapless: a rolled-back document gives its number back, and a concurrent
 * document waits rather than skipping.
 */
export async function allocateNumbers(
  tx: Executor,
  propertyId: string,
  documentType: string,
  date: string,
  count = 1,
): Promise<string[]> {
  if (count < 1) return [];
  const period = date.slice(0, 7);
  const first = await takeSequence(tx, propertyId, documentType, period, count);
  return Array.from({ length: count }, (_, i) => formatDocumentNo(documentType, period, first + i));
}

/**
 * A series numbered by the year rather than the month (the 50 ทวิ certificates: a book per year): the next number
 * of `series` in `year`, gapless under the same counter lock as document numbers (period `YYYY-00`).
 */
export async function allocateYearlyNumber(
  tx: Executor,
  propertyId: string,
  series: string,
  year: number,
): Promise<number> {
  return takeSequence(tx, propertyId, series, `${year}-00`, 1);
}

/** Moves the counter of (property, series, period) on by `count`; returns the first number taken. */
async function takeSequence(
  tx: Executor,
  propertyId: string,
  documentType: string,
  period: string,
  count: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounter)
    .values({ propertyId, documentType, period, lastNo: count })
    .onConflictDoUpdate({
      target: [documentCounter.propertyId, documentCounter.documentType, documentCounter.period],
      set: { lastNo: sql`${documentCounter.lastNo} + ${count}` },
    })
    .returning({ lastNo: documentCounter.lastNo });
  if (!row) throw new Error('document counter not updated');
  return row.lastNo - count + 1;
}

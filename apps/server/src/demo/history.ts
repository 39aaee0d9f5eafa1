import { addMonths } from '@suanklang/accounting';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appUser, property } from '../platform/db/schema';
import { executeBillingRun } from '../modules/expenses/billing-run';
import * as expensesRepo from '../modules/expenses/expenses.repository';
import { saveReadings } from '../modules/expenses/meters.service';
import { billingRun } from '../modules/invoices/invoices.schema';
import type { SeedOptions } from './checkpoint';
import { DEMO_PROPERTY } from './seed';

export const HISTORY_MONTHS = 12;

/** A small deterministic generator, so every fresh demo has the same history. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A year of history for the demo condominium, made by the product's own services: each month the office
 * enters the water meters and runs the billing (invoices and their journals). Nothing is paid yet, so units
 * carry overdue invoices (receipts settle them once the receipts area takes payments).
 * Months run up to the month before `today`. It resumes: a month with a finished run is skipped (its readings
 * still drawn, so the months after it get the same ones as in one go), a month left unbilled by an interrupted
 * start is billed. Answers the months this call billed.
 */
export async function seedHistory(
  db: Db,
  today: string,
  months = HISTORY_MONTHS,
  { checkpoint }: SeedOptions = {},
): Promise<{ months: string[]; invoices: number }> {
  const [demo] = await db.select().from(property).where(eq(property.code, DEMO_PROPERTY));
  if (!demo) return { months: [], invoices: 0 };
  const billed = new Set(
    (
      await db
        .select({ month: billingRun.month })
        .from(billingRun)
        .where(and(eq(billingRun.propertyId, demo.id), eq(billingRun.status, 'DONE')))
    ).map((r) => r.month),
  );
  const [accountant] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.username, 'accountant')));
  if (!accountant) return { months: [], invoices: 0 };
  const userId = accountant.id;
  const units = await expensesRepo.activeUnits(db, demo.id);
  const next = random(20251101);
  const meter = new Map(units.map((u) => [u.code, Math.floor(next() * 900) + 100]));
  const last = addMonths(today.slice(0, 7), -1);
  const list = Array.from({ length: months }, (_, i) => addMonths(last, i - months + 1));
  // The meters as handed over: the month before the history starts (already in once a month is billed).
  if (billed.size === 0)
    await db.transaction((tx) =>
      saveReadings(
        tx,
        { propertyId: demo.id, userId },
        {
          month: addMonths(list[0]!, -1),
          meterTypeCode: 'WATER',
          lang: 'th',
          rows: units.map((u, i) => ({
            rowNo: i + 2,
            unitCode: u.code,
            currentMeter: String(meter.get(u.code)),
          })),
        },
      ),
    );
  let invoices = 0;
  const made: string[] = [];
  for (const month of list) {
    const rows = units.map((u, i) => {
      // Vacant units (about one in twelve) use nothing; the others 5-30 m3 a month.
      const used = next() < 0.08 ? 0 : Math.floor(next() * 26) + 5;
      const reading = meter.get(u.code)! + used;
      meter.set(u.code, reading);
      return { rowNo: i + 2, unitCode: u.code, currentMeter: String(reading) };
    });
    if (billed.has(month)) continue;
    await db.transaction((tx) =>
      // The history's readings were checked when they were taken: its spikes need no confirmation now.
      saveReadings(
        tx,
        { propertyId: demo.id, userId },
        { month, meterTypeCode: 'WATER', lang: 'th', rows, confirmed: true },
      ),
    );
    const run = await expensesRepo.insertRun(db, {
      propertyId: demo.id,
      month,
      invoiceDate: `${month}-01`,
      dueDate: `${month}-15`,
      status: 'RUNNING',
      createdBy: userId,
    });
    await checkpoint?.(`history:${month}:started`);
    await executeBillingRun(db, {
      runId: run.id,
      propertyId: demo.id,
      userId,
      month,
      invoiceDate: `${month}-01`,
      dueDate: `${month}-15`,
      // The history's months have their readings; a unit without one is billed without the meter line.
      missingMeter: 'SKIP',
    });
    const [finished] = await db.select().from(billingRun).where(eq(billingRun.id, run.id));
    if (finished?.status !== 'DONE')
      throw new Error(`demo billing of ${month} failed: ${finished?.error ?? 'unknown'}`);
    invoices += finished.invoiceCount;
    made.push(month);
    await checkpoint?.(`history:${month}`);
  }
  return { months: made, invoices };
}

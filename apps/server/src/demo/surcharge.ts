import type { Db } from '../platform/db/client';
import { createSurchargeService } from '../modules/surcharge/surcharge.service';
import { demoAccountant } from './actor';
import type { SeedOptions } from './checkpoint';

/** The ISO date `days` after `iso`. */
function daysAfter(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The surcharge on the demo history (run after its receipts): one run as of the seed day, as the accountant would
 * make it, charges every late payment of the year and the days the overdue units still owe, one surcharge invoice
 * per unit, due in 15 days. It resumes by itself: a run charges no day twice, so a second call after a stop
 * charges only what the first did not commit.
 */
export async function seedSurcharge(db: Db, today: string, { checkpoint }: SeedOptions = {}): Promise<void> {
  const actor = await demoAccountant(db);
  if (!actor) return;
  await createSurchargeService(db).create(actor, {
    propertyCode: actor.property.code,
    lang: 'TH',
    asOf: today,
    invoiceDate: today,
    dueDate: daysAfter(today, 15),
  });
  await checkpoint?.(`surcharge:${today}`);
}

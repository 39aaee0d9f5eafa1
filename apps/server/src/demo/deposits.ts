import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { cheque } from '../modules/cheques/cheques.schema';
import { createChequesService } from '../modules/cheques/cheques.service';
import { createDepositsService } from '../modules/deposits/deposits.service';
import { accountMapOf } from '../modules/config-account/account-map';
import { demoAccountant } from './actor';
import type { SeedOptions } from './checkpoint';

/** Days after `iso`, in calendar arithmetic (UTC, so no time zone moves it). */
function plusDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The demo's bank deposits (run after seedReceipts), through the deposits and cheques services: each day's cash
 * and cheques are paid in the next day and the cheques clear three days later, except the last week's (at least
 * the latest day's), which stay on hand so the deposit screen has something to deposit, flagged overdue. It
 * resumes: what an interrupted start banked or cleared is no longer on hand or deposited, and the latest day,
 * which sets what stays, is never banked.
 */
export async function seedDeposits(db: Db, today: string, { checkpoint }: SeedOptions = {}): Promise<void> {
  const actor = await demoAccountant(db);
  if (!actor) return;
  const deposits = createDepositsService(db);
  const cheques = createChequesService(db);
  const bank = (await accountMapOf(db, actor.property.id)).BANK;

  const onHand = await deposits.undeposited(actor);
  // The last week's, and at least the latest day's, stay on hand (older than three days: flagged overdue).
  const latest = onHand.reduce((max, p) => (p.receiptDate > max ? p.receiptDate : max), '');
  const week = plusDays(today, -7);
  const keepFrom = latest !== '' && latest < week ? latest : week;
  const byDate = new Map<string, string[]>();
  for (const p of onHand) {
    if (p.receiptDate >= keepFrom) continue;
    byDate.set(p.receiptDate, [...(byDate.get(p.receiptDate) ?? []), p.receiptPaymentId]);
  }
  for (const [date, ids] of [...byDate].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await deposits.save(actor, {
      propertyCode: actor.property.code,
      depositDate: plusDays(date, 1),
      bankAccountCode: bank,
      receiptPaymentIds: ids,
      remark: 'นำฝากเงินสดและเช็คประจำวัน',
    });
    await checkpoint?.(`deposits:${date}`);
  }
  const clearBy = plusDays(today, -3);
  const deposited = await db
    .select({ id: cheque.id, depositedAt: cheque.depositedAt })
    .from(cheque)
    .where(
      and(
        eq(cheque.propertyId, actor.property.id),
        eq(cheque.status, 'DEPOSITED'),
        lte(cheque.depositedAt, clearBy),
      ),
    );
  for (const c of deposited) {
    await cheques.passed(actor, c.id, plusDays(c.depositedAt!, 3), bank);
    await checkpoint?.(`cheques:${c.id}`);
  }
}

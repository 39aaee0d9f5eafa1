import { decimalStringToSatang } from '@suanklang/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { invoice } from '../modules/invoices/invoices.schema';
import { writeReceipt } from '../modules/receipts/receipt-writer';
import { createSurchargeService } from '../modules/surcharge/surcharge.service';
import { demoAccountant } from './actor';
import type { SeedOptions } from './checkpoint';

/** The ISO date `days` after `iso`. */
function daysAfter(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The surcharge on the demo history (run after its receipts): one month-end run, as the accountant would make it,
 * as of the last day of the history's last month (the month before the seed day's; every demo receipt is dated
 * by then), dated that day and due 15 days later. It charges every late payment of the year and the days the
 * overdue units still owe, one surcharge invoice per unit; dated within the history's last month, it keeps the
 * demo's documents within twelve months. The units that owe nothing else pay it by transfer the same day; the
 * overdue ones owe it too. It resumes by itself: a run charges no day twice, and only surcharge invoices still
 * unpaid are paid.
 */
export async function seedSurcharge(db: Db, today: string, { checkpoint }: SeedOptions = {}): Promise<void> {
  const actor = await demoAccountant(db);
  if (!actor) return;
  const monthEnd = daysAfter(`${today.slice(0, 7)}-01`, -1);
  await createSurchargeService(db).create(actor, {
    propertyCode: actor.property.code,
    lang: 'TH',
    asOf: monthEnd,
    invoiceDate: monthEnd,
    dueDate: daysAfter(monthEnd, 15),
  });
  await checkpoint?.(`surcharge:${monthEnd}`);

  const unpaid = await db
    .select({ id: invoice.id, unitId: invoice.unitId, open: invoice.openAmount })
    .from(invoice)
    .where(
      and(
        eq(invoice.propertyId, actor.property.id),
        eq(invoice.source, 'SURCHARGE'),
        eq(invoice.status, 'ISSUED'),
        sql`${invoice.openAmount} > 0`,
        // Units with nothing else unpaid.
        sql`not exists (select 1 from invoice o where o.unit_id = ${invoice.unitId} and o.status = 'ISSUED'
              and o.source <> 'SURCHARGE' and o.open_amount > 0)`,
      ),
    )
    .orderBy(asc(invoice.invoiceNo));
  await db.transaction(async (tx) => {
    for (const s of unpaid) {
      const amount = decimalStringToSatang(s.open!);
      await writeReceipt(tx, actor, {
        unitId: s.unitId,
        receiptType: '1',
        receiptDate: monthEnd,
        source: 'COUNTER',
        invoices: [{ invoiceId: s.id, payAmount: amount }],
        payments: [{ paymentType: 'TRANSFER', accountCode: '1113', amount, paymentDate: monthEnd }],
        overpaymentWalletType: 0,
      });
    }
  });
}

import { decimalStringToSatang, satangToDecimalString } from '@suanklang/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { cheque } from '../modules/cheques/cheques.schema';
import { invoice } from '../modules/invoices/invoices.schema';
import { writeReceipt, type ReceiptPaymentWrite } from '../modules/receipts/receipt-writer';
import { receipt } from '../modules/receipts/receipts.schema';
import { unit } from '../modules/units/units.schema';
import { demoAccountant } from './actor';
import type { SeedOptions } from './checkpoint';

/** The same small generator as the history, with its own seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Habit = 'PAYS' | 'OVERDUE' | 'CHEQUE' | 'OVERPAYS';

/**
 * Payments for the demo history (run after seedHistory), made through the receipt writer: most units pay each
 * half-year's invoices together by cash or transfer, some by cheque, some round up and keep the rest in their
 * wallet, and a few stop paying 1-3 months before today so the overdue lists and the aging have something to
 * show. Deterministic, and it resumes: the plan is drawn from every invoice, paid or not, and a receipt whose
 * invoices an interrupted start already paid is skipped (its draws still made), so a second call writes what the
 * first did not, as one call would have.
 */
export async function seedReceipts(db: Db, today: string, { checkpoint }: SeedOptions = {}): Promise<void> {
  const actor = await demoAccountant(db);
  if (!actor) return;
  const demo = actor.property;
  const accountant = actor.user;

  const open = await db
    .select({
      id: invoice.id,
      unitId: invoice.unitId,
      unitCode: unit.code,
      month: invoice.billingMonth,
      total: invoice.grandTotal,
      paid: invoice.paidAmount,
      credited: invoice.creditedAmount,
    })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(
      and(
        eq(invoice.propertyId, demo.id),
        eq(invoice.status, 'ISSUED'),
        // The history's invoices only: the surcharge step's own (written last) must not change a resumed plan.
        ne(invoice.source, 'SURCHARGE'),
        sql`${invoice.invoiceDate} <= ${today}`,
      ),
    )
    .orderBy(asc(unit.code), asc(invoice.billingMonth));
  if (open.length === 0) return;

  const next = random(20251122);
  const byUnit = new Map<string, typeof open>();
  for (const i of open) byUnit.set(i.unitId, [...(byUnit.get(i.unitId) ?? []), i]);

  type Planned = {
    unitId: string;
    date: string;
    invoices: { invoiceId: string; payAmount: number }[];
    habit: Habit;
  };
  const planned: Planned[] = [];
  for (const [unitId, invoices] of byUnit) {
    const roll = next();
    const habit: Habit = roll < 0.1 ? 'OVERDUE' : roll < 0.18 ? 'CHEQUE' : roll < 0.26 ? 'OVERPAYS' : 'PAYS';
    // Overdue units leave their last 1-3 months unpaid.
    const unpaid = habit === 'OVERDUE' ? 1 + Math.floor(next() * 3) : 0;
    const payable = invoices.slice(0, Math.max(0, invoices.length - unpaid));
    // Half a year's invoices in one receipt, paid on the 10th of its last month (fewer, larger receipts keep
    // a first start quick).
    for (let q = 0; q < payable.length; q += 6) {
      const group = payable.slice(q, q + 6);
      const last = group[group.length - 1]!;
      const date = `${last.month}-10` > today ? today : `${last.month}-10`;
      planned.push({
        unitId,
        date,
        habit,
        invoices: group
          .map((i) => ({
            invoiceId: i.id,
            payAmount:
              decimalStringToSatang(i.total) -
              decimalStringToSatang(i.paid) -
              decimalStringToSatang(i.credited),
          }))
          .filter((i) => i.payAmount > 0),
      });
    }
  }

  let chequeNo = 30_000_000;
  // One transaction per receipt date: each month's receipts commit together.
  const dates = [...new Set(planned.map((p) => p.date))].sort();
  for (const date of dates) {
    // The numbers and draws of every receipt of the day, written or not, so a resumed day matches one made in one go.
    const day = planned
      .filter((x) => x.date === date)
      .map((p) => ({
        ...p,
        chequeNo: p.habit === 'CHEQUE' ? chequeNo++ : 0,
        cash: p.habit === 'CHEQUE' || p.habit === 'OVERPAYS' ? false : next() < 0.5,
      }))
      .filter((p) => p.invoices.length > 0);
    if (day.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const p of day) {
        const due = p.invoices.reduce((s, i) => s + i.payAmount, 0);
        let payments: ReceiptPaymentWrite[];
        if (p.habit === 'CHEQUE') {
          const [c] = await tx
            .insert(cheque)
            .values({
              propertyId: demo.id,
              direction: 'RECEIVED',
              chequeNo: String(p.chequeNo),
              chequeDate: date,
              bankCode: '004',
              payerName: '-',
              amount: satangToDecimalString(due),
              balance: satangToDecimalString(due),
              createdBy: accountant.id,
            })
            .returning({ id: cheque.id });
          payments = [{ paymentType: 'CHEQUE', accountCode: '', amount: due, chequeId: c!.id }];
        } else if (p.habit === 'OVERPAYS') {
          // Rounded up to the next hundred baht; the change stays in the common wallet.
          const paid = Math.ceil((due + 1) / 10_000) * 10_000;
          payments = [{ paymentType: 'CASH', accountCode: '1111', amount: paid }];
        } else {
          payments = p.cash
            ? [{ paymentType: 'CASH', accountCode: '1111', amount: due }]
            : [{ paymentType: 'TRANSFER', accountCode: '1113', amount: due, paymentDate: date }];
        }
        const written = await writeReceipt(tx, actor, {
          unitId: p.unitId,
          receiptType: '1',
          receiptDate: date,
          source: 'COUNTER',
          invoices: p.invoices,
          payments,
          overpaymentWalletType: 0,
        });
        // The cheque is written by the customer the receipt went to.
        const chequeId = payments[0]?.chequeId;
        if (chequeId) {
          const [r] = await tx
            .select({ name: receipt.customerName })
            .from(receipt)
            .where(eq(receipt.id, written.id));
          await tx.update(cheque).set({ payerName: r!.name }).where(eq(cheque.id, chequeId));
        }
      }
    });
    await checkpoint?.(`receipts:${date}`);
  }
}

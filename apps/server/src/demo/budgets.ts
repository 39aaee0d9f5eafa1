import { and, eq } from 'drizzle-orm';
import { satangToDecimalString } from '@suanklang/shared';
import { bangkokToday } from '../platform/clock';
import type { Executor } from '../platform/db/client';
import { appUser } from '../platform/db/schema';
import { budgetHeader, budgetHistory, budgetLine } from '../modules/budgets';
import { budgetItem } from '../modules/config-budget-item';

/** Baht a month per budget item of the demo condominium; the yearly items in the month they fall due. */
const MONTHLY: Record<string, number> = {
  'BG-SEC': 85_000,
  'BG-CLN': 60_000,
  'BG-LIFT': 18_000,
  'BG-GDN': 12_000,
  'BG-MGT': 45_000,
  'BG-PEST': 6_000,
  'BG-ELEC': 120_000,
  'BG-WATER': 25_000,
  'BG-NET': 3_500,
  'BG-REPAIR': 20_000,
  'BG-SYSTEM': 15_000,
  'BG-STAFF': 90_000,
  'BG-MISC': 5_000,
};
const YEARLY: Record<string, [month: number, baht: number]> = {
  'BG-INS': [1, 180_000],
  'BG-AUDIT': [3, 60_000],
  'BG-AGM': [4, 25_000],
};

/**
 * The demo condominium's confirmed budget for the current fiscal year (the calendar year), so the budget screens
 * and the budget check have something to show from the first start. Written as the manager saved and confirmed it.
 */
export async function seedDemoBudget(tx: Executor, propertyId: string): Promise<void> {
  const year = Number(bangkokToday().slice(0, 4));
  const [manager] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'manager'));
  const items = await tx
    .select({ id: budgetItem.id, code: budgetItem.code })
    .from(budgetItem)
    .where(and(eq(budgetItem.propertyId, propertyId), eq(budgetItem.active, 'Y')));
  const lines = items.flatMap((item) => {
    const monthly = MONTHLY[item.code];
    const yearly = YEARLY[item.code];
    if (monthly !== undefined)
      return Array.from({ length: 12 }, (_, i) => ({ item, month: i + 1, satang: monthly * 100 }));
    return yearly ? [{ item, month: yearly[0], satang: yearly[1] * 100 }] : [];
  });
  const by = manager?.id ?? null;
  const now = new Date();
  const [header] = await tx
    .insert(budgetHeader)
    .values({
      propertyId,
      fiscalYear: year,
      startPeriod: `${year}-01`,
      status: 'CONFIRMED',
      createdBy: by,
      confirmedBy: by,
      confirmedAt: now,
    })
    .returning({ id: budgetHeader.id });
  await tx.insert(budgetLine).values(
    lines.map((l) => ({
      propertyId,
      headerId: header!.id,
      budgetItemId: l.item.id,
      month: l.month,
      amount: satangToDecimalString(l.satang),
    })),
  );
  await tx.insert(budgetHistory).values([
    {
      propertyId,
      headerId: header!.id,
      revision: 0,
      action: 'SAVE',
      lines: lines.map((l) => ({
        budgetItemCode: l.item.code,
        month: l.month,
        amount: satangToDecimalString(l.satang),
      })),
      createdBy: by,
    },
    { propertyId, headerId: header!.id, revision: 0, action: 'CONFIRM', createdBy: by },
  ]);
}

import { satangToDecimalString, decimalStringToSatang } from '@suanklang/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { walletBalance, walletEntry } from './wallets.schema';

export type WalletMove = {
  propertyId: string;
  unitId: string;
  customerId: string | null;
  walletType: 0 | 1;
  /** Satang: + in, - out. */
  amount: number;
  sourceType: 'RC' | 'RC_CANCEL' | 'CN' | 'WC' | 'RQ' | 'RQ_CANCEL';
  sourceId: string;
  documentNo: string | null;
  description?: string | null;
  userId: string | null;
};

/**
 * Moves money in or out of a unit's wallet inside the caller's transaction. The balance row is changed in one
 * guarded statement (never below zero), so concurrent receipts spending one wallet serialise on that row and
 * the loser gets RC006 instead of a negative balance.
 */
export async function moveWallet(tx: Executor, move: WalletMove): Promise<void> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0)
    throw new RangeError(`wallet move must be a non-zero whole number of satang: ${move.amount}`);
  const amount = satangToDecimalString(move.amount);
  if (move.amount > 0) {
    await tx
      .insert(walletBalance)
      .values({
        propertyId: move.propertyId,
        unitId: move.unitId,
        walletType: move.walletType,
        balance: amount,
      })
      .onConflictDoUpdate({
        target: [walletBalance.unitId, walletBalance.walletType],
        set: { balance: sql`${walletBalance.balance} + ${amount}::numeric`, updatedAt: sql`now()` },
        setWhere: eq(walletBalance.propertyId, move.propertyId),
      });
  } else {
    const spent = satangToDecimalString(-move.amount);
    const rows = await tx
      .update(walletBalance)
      .set({ balance: sql`${walletBalance.balance} - ${spent}::numeric`, updatedAt: sql`now()` })
      .where(
        and(
          eq(walletBalance.propertyId, move.propertyId),
          eq(walletBalance.unitId, move.unitId),
          eq(walletBalance.walletType, move.walletType),
          sql`${walletBalance.balance} >= ${spent}::numeric`,
        ),
      )
      .returning({ unitId: walletBalance.unitId });
    if (rows.length === 0) throw new AppError('RC006');
  }
  await tx.insert(walletEntry).values({
    propertyId: move.propertyId,
    unitId: move.unitId,
    customerId: move.customerId,
    walletType: move.walletType,
    amount,
    sourceType: move.sourceType,
    sourceId: move.sourceId,
    documentNo: move.documentNo,
    description: move.description ?? null,
    createdBy: move.userId,
  });
}

/** The unit's balances, both types, 0 when never used. */
export async function walletBalances(
  tx: Executor,
  propertyId: string,
  unitId: string,
): Promise<{ walletType: 0 | 1; balance: number }[]> {
  const rows = await tx
    .select({ walletType: walletBalance.walletType, balance: walletBalance.balance })
    .from(walletBalance)
    .where(and(eq(walletBalance.propertyId, propertyId), eq(walletBalance.unitId, unitId)))
    .orderBy(asc(walletBalance.walletType));
  return ([0, 1] as const).map((walletType) => {
    const row = rows.find((r) => r.walletType === walletType);
    return { walletType, balance: row ? decimalStringToSatang(row.balance) : 0 };
  });
}

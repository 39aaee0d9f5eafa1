import { accountOf, walletRole, type AccountMap } from '@suanklang/accounting';
import {
  formatMoney,
  ruleMessage,
  satangToDecimalString,
  WALLET_TYPE_LABELS,
  type FieldError,
  type Lang,
  type RequestPaySave,
  type WalletType,
} from '@suanklang/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { billedCustomers, customerSnapshot } from '../expenses';
import { unit } from '../units';
import { moveWallet, walletBalances } from '../wallets';

/**
 * Closing a customer's wallet (type 2, docs/decisions.md "Payables: refunds, orders, deposits used and claims"):
 * a unit's advance balances (wallet 0 common, 1 other) refunded to the customer, entered as a payee record as for
 * a renovation deposit returned. Each line names a wallet and charges its account (2151 / 2152); approved, the
 * wallets are moved out (wallet entries RQ) and the journal posts Dr the wallets / Cr accounts payable in one
 * transaction, so the wallets and their accounts move together. The wallet's balance row is the guard: its guarded
 * update never goes below zero, so of two requests approved at once for the last balance the second is refused.
 */

/** The active unit of this property with that code, or null. */
export async function activeUnitOf(tx: Executor, propertyId: string, code: string | undefined) {
  const [found] = await tx
    .select({ id: unit.id, code: unit.code, active: unit.active })
    .from(unit)
    .where(and(eq(unit.propertyId, propertyId), eq(unit.code, (code ?? '').toUpperCase())));
  return found && found.active === 'Y' ? found : null;
}

/** What a request takes out of each wallet, in satang, from its lines (two lines of one wallet add up). */
function byWallet(lines: { walletType: WalletType; amount: number }[]) {
  const out = new Map<WalletType, number>();
  for (const l of lines) out.set(l.walletType, (out.get(l.walletType) ?? 0) + l.amount);
  return [...out].sort(([a], [b]) => a - b);
}

/** The wallet a line refunds, read back from the account it charges. */
export function walletTypeOfAccount(map: AccountMap, accountCode: string): WalletType | null {
  if (accountCode === accountOf(map, walletRole(0))) return 0;
  if (accountCode === accountOf(map, walletRole(1))) return 1;
  return null;
}

/**
 * On save: the unit (active, this property's) and each wallet's balance at least what the lines take from it
 * (RQ018, the field error under the first line of that wallet says what it holds). Nothing is reserved: the
 * approval moves the wallets and checks again under the balance row's lock.
 */
export async function walletCloseOf(tx: Executor, propertyId: string, input: RequestPaySave, lang: Lang) {
  const found = await activeUnitOf(tx, propertyId, input.unitCode);
  if (!found)
    throw new AppError('ST001', [{ path: 'unitCode', rule: 'oneOf', message: ruleMessage(lang, 'oneOf') }]);
  const balances = await walletBalances(tx, propertyId, found.id);
  const lines = input.lines.map((l) => ({ walletType: (l.walletType ?? 0) as WalletType, amount: l.amount }));
  const errors: FieldError[] = [];
  for (const [walletType, amount] of byWallet(lines)) {
    const balance = balances.find((b) => b.walletType === walletType)?.balance ?? 0;
    if (amount > balance) {
      const first = lines.findIndex((l) => l.walletType === walletType);
      errors.push({
        path: `lines.${first}.amount`,
        rule: 'max_amount',
        message: ruleMessage(lang, 'max_amount', { max: formatMoney(balance) }),
      });
    }
  }
  if (errors.length) throw new AppError('RQ018', errors);
  return { unitId: found.id };
}

/**
 * Moves the wallets in the approval's (out, RQ) or a cancel's (back, RQ_CANCEL) transaction. Out is refused with
 * RQ018 when a wallet no longer holds it (spent by a receipt, or closed by another request meanwhile).
 */
export async function moveRequestWallets(
  tx: Executor,
  request: {
    id: string;
    propertyId: string;
    unitId: string | null;
    requestPayNo: string;
    description: string;
  },
  lines: { walletType: WalletType; amount: number }[],
  direction: 'OUT' | 'BACK',
  userId: string,
) {
  if (!request.unitId) throw new AppError('RQ001');
  const customer = (await billedCustomers(tx, request.propertyId, request.unitId)).get(request.unitId);
  for (const [walletType, amount] of byWallet(lines)) {
    try {
      await moveWallet(tx, {
        propertyId: request.propertyId,
        unitId: request.unitId,
        customerId: customer?.id ?? null,
        walletType,
        amount: direction === 'OUT' ? -amount : amount,
        sourceType: direction === 'OUT' ? 'RQ' : 'RQ_CANCEL',
        sourceId: request.id,
        documentNo: request.requestPayNo,
        description: request.description,
        userId,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'RC006') throw new AppError('RQ018');
      throw error;
    }
  }
}

/** The lookup of the form: the unit's two wallets and what each holds, with the customer billed for it. */
export async function unitWallets(tx: Executor, propertyId: string, unitCode: string, lang: Lang) {
  const found = await activeUnitOf(tx, propertyId, unitCode);
  if (!found)
    throw new AppError('ST001', [{ path: 'unitCode', rule: 'oneOf', message: ruleMessage(lang, 'oneOf') }]);
  const customer = (await billedCustomers(tx, propertyId, found.id)).get(found.id);
  const balances = await walletBalances(tx, propertyId, found.id);
  return {
    unitCode: found.code,
    customerName: customer ? customerSnapshot(customer).name : null,
    wallets: balances.map((b) => ({
      walletType: b.walletType,
      description: WALLET_TYPE_LABELS.find((t) => t.code === b.walletType)?.[lang] ?? String(b.walletType),
      balance: satangToDecimalString(b.balance),
    })),
  };
}

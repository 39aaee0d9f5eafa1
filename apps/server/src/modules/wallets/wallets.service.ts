import { randomUUID } from 'node:crypto';
import { postWalletRefund } from '@suanklang/accounting';
import {
  satangToDecimalString,
  WALLET_SOURCE_TYPES,
  WALLET_TYPE_LABELS,
  type Lang,
  type WalletSourceType,
} from '@suanklang/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { bangkokToday } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { glAccount } from '../config-account';
import { customerSnapshot } from '../expenses';
import * as expensesRepo from '../expenses';
import { accountMapOf, ledgerError, postDocument } from '../ledger';
import { moveWallet, walletBalances } from './wallet-ledger';
import { walletEntry } from './wallets.schema';

export type Actor = ReturnType<typeof scoped>;

export const DOCUMENT_TYPE_WALLET_CANCEL = 'WC';
const ENTRY_LIMIT = 200;

const typeName = (walletType: number, lang: Lang) =>
  WALLET_TYPE_LABELS.find((t) => t.code === walletType)?.[lang] ?? String(walletType);

export function createWalletsService(db: Db) {
  async function unitOf(propertyId: string, unitCode: string) {
    const u = await expensesRepo.findUnitByCode(db, propertyId, unitCode);
    if (!u) throw new AppError('RC012');
    return u;
  }

  return {
    types(lang: Lang) {
      return WALLET_TYPE_LABELS.map((t) => ({ walletType: t.code, walletTypeDescription: t[lang] }));
    },

    async ofUnit(actor: Actor, unitCode: string) {
      const propertyId = actor.property.id;
      const u = await unitOf(propertyId, unitCode);
      const c = (await expensesRepo.billedCustomers(db, propertyId)).get(u.id);
      const balances = await walletBalances(db, propertyId, u.id);
      const entries = await db
        .select()
        .from(walletEntry)
        .where(and(eq(walletEntry.propertyId, propertyId), eq(walletEntry.unitId, u.id)))
        .orderBy(desc(walletEntry.createdAt))
        .limit(ENTRY_LIMIT);
      return {
        unitCode: u.code,
        customerCode: c?.code ?? null,
        customerName: c ? customerSnapshot(c).name : null,
        balances: balances.map((b) => ({
          walletType: b.walletType,
          walletTypeDescription: typeName(b.walletType, actor.lang),
          balance: satangToDecimalString(b.balance),
        })),
        entries: entries.map((e) => ({
          entryId: e.id,
          walletType: e.walletType,
          amount: e.amount,
          sourceType: (WALLET_SOURCE_TYPES as readonly string[]).includes(e.sourceType)
            ? (e.sourceType as WalletSourceType)
            : 'RC',
          sourceId: e.sourceId,
          documentNo: e.documentNo,
          description: e.description,
          createdDate: e.createdAt.toISOString(),
        })),
      };
    },

    /** Refunds part or all of a wallet: Dr the wallet's account / Cr the cash or bank account paid from (WC). */
    async cancel(
      actor: Actor,
      input: { unitCode: string; walletType: 0 | 1; amount: number; accountCode: string; reason: string },
    ) {
      const propertyId = actor.property.id;
      const u = await unitOf(propertyId, input.unitCode);
      try {
        return await db.transaction(async (tx) => {
          const [account] = await tx
            .select({ code: glAccount.code })
            .from(glAccount)
            .where(
              and(
                eq(glAccount.propertyId, propertyId),
                inArray(glAccount.code, [input.accountCode]),
                eq(glAccount.postable, 'Y'),
                eq(glAccount.active, 'Y'),
              ),
            );
          if (!account) throw new AppError('RC014');
          const c = (await expensesRepo.billedCustomers(tx, propertyId)).get(u.id);
          const id = randomUUID();
          const date = bangkokToday();
          const map = await accountMapOf(tx, propertyId);
          const { documentNo } = await postDocument(tx, {
            propertyId,
            userId: actor.user.id,
            documentType: DOCUMENT_TYPE_WALLET_CANCEL,
            date,
            journal: (documentNo) => ({
              draft: postWalletRefund(
                {
                  documentType: DOCUMENT_TYPE_WALLET_CANCEL,
                  documentNo,
                  date,
                  walletType: input.walletType,
                  amount: input.amount,
                  accountCode: input.accountCode,
                },
                map,
              ),
              sourceId: id,
              description: input.reason,
            }),
            write: ({ documentNo }) =>
              moveWallet(tx, {
                propertyId,
                unitId: u.id,
                customerId: c?.id ?? null,
                walletType: input.walletType,
                amount: -input.amount,
                sourceType: 'WC',
                sourceId: id,
                documentNo,
                description: input.reason,
                userId: actor.user.id,
              }),
            audit: ({ documentNo }) => ({
              action: 'wallet.cancel',
              entity: 'wallet',
              entityId: id,
              after: { ...input, unitCode: u.code, documentNo },
            }),
          });
          const balance =
            (await walletBalances(tx, propertyId, u.id)).find((b) => b.walletType === input.walletType)
              ?.balance ?? 0;
          return {
            documentNo,
            walletType: input.walletType,
            balance: satangToDecimalString(balance),
          };
        });
      } catch (error) {
        const mapped = error instanceof AppError ? error : ledgerError(error);
        if (mapped?.code === 'GL001') throw new AppError('RC011');
        throw mapped ?? error;
      }
    },
  };
}

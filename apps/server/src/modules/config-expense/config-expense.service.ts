import {
  BILLING_CYCLES,
  CALC_KINDS,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  labelOf,
  satangToDecimalString,
  WALLET_TYPE_LABELS,
  WALLET_TYPES,
  type CheckEditable,
  type ExpenseCategory,
  type ExpenseTypeDetail,
  type ExpenseTypeRow,
  type ExpenseTypeSave,
  type ExpenseTypeSearchBody,
  type Lang,
  oneOf,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { assertUsableAccount, nameIn, createUsageRegistry } from '../config-account';
import { assertLookups } from '../reference-data';
import * as repo from './config-expense.repository';

export type Actor = ReturnType<typeof scoped>;

/**
 * What uses an expense type by its code. Nothing does yet; invoices and meter readings register their checks
 * when those areas exist, which locks the code and the calculation of a billed expense type.
 */
export const expenseTypeUsage = createUsageRegistry();

const flag = (value: string): 'Y' | 'N' => (value === 'N' ? 'N' : 'Y');
function toRow(e: repo.ExpenseType, lang: Lang): ExpenseTypeRow {
  return {
    expenseTypeCode: e.code,
    expenseTypeDescription: nameIn(e, lang),
    nameTh: e.nameTh,
    nameEn: e.nameEn,
    category: oneOf(EXPENSE_CATEGORIES, e.category, 'OTHER'),
    calcKind: oneOf(CALC_KINDS, e.calcKind, 'FIXED'),
    rate: e.rate,
    billingCycle: oneOf(BILLING_CYCLES, e.billingCycle, 'MONTHLY'),
    cycleMonths: e.cycleMonths,
    incomeAccountCode: e.incomeAccountCode,
    vatApplicable: flag(e.vatApplicable),
    autoBill: flag(e.autoBill),
    walletType: e.walletType,
    active: flag(e.active),
  };
}

export function createExpenseTypeService(db: Db) {
  async function find(actor: Actor, code: string) {
    const found = await repo.findExpenseType(db, actor.property.id, code);
    if (!found) throw new AppError('ST212');
    return found;
  }

  return {
    async search(actor: Actor, q: ExpenseTypeSearchBody) {
      const { rows, total } = await repo.searchExpenseTypes(db, actor.property.id, q, q);
      return {
        rows: rows.map((e) => toRow(e, actor.lang)),
        paging: { page: q.page, pageSize: q.pageSize, total },
      };
    },

    async detail(actor: Actor, code: string): Promise<ExpenseTypeDetail> {
      const { expense: e, accountTh, accountEn } = await find(actor, code);
      const tiers = await repo.tiersOf(db, [e.id]);
      return {
        ...toRow(e, actor.lang),
        incomeAccountDescription: nameIn({ nameTh: accountTh, nameEn: accountEn }, actor.lang),
        meterTypeCode: e.meterTypeCode,
        minimumCharge: e.minimumCharge,
        meterDigits: e.meterDigits,
        meterMaxUsage: e.meterMaxUsage,
        tiers: tiers.map((t) => ({ upTo: t.upTo, rate: t.rate })),
        createdDate: e.createdAt.toISOString(),
        updatedDate: e.updatedAt?.toISOString() ?? null,
      };
    },

    async checkEditable(actor: Actor, code: string): Promise<CheckEditable> {
      const { expense } = await find(actor, code);
      const usedBy = await expenseTypeUsage.find(db, actor.property.id, expense.code, actor.lang);
      return { code: expense.code, editable: usedBy.length === 0, usedBy };
    },

    async save(actor: Actor, input: ExpenseTypeSave): Promise<{ expenseTypeCode: string; created: boolean }> {
      await assertLookups(db, actor.lang, [
        { category: 'METER_TYPE', code: input.meterTypeCode, field: 'meterTypeCode' },
      ]);
      const meter = input.calcKind === 'METER';
      const values = {
        code: input.expenseTypeCode,
        nameTh: input.nameTh,
        nameEn: input.nameEn,
        category: input.category,
        calcKind: input.calcKind,
        rate: satangToDecimalString(input.rate),
        billingCycle: input.billingCycle,
        cycleMonths: input.billingCycle === 'EVERY_N_MONTHS' ? (input.cycleMonths ?? null) : null,
        // Meter settings mean nothing to the other calculations, so they are not kept for them.
        meterTypeCode: meter ? (input.meterTypeCode ?? null) : null,
        minimumCharge:
          meter && input.minimumCharge !== undefined ? satangToDecimalString(input.minimumCharge) : null,
        meterDigits: meter ? (input.meterDigits ?? null) : null,
        meterMaxUsage: meter ? (input.meterMaxUsage ?? null) : null,
        incomeAccountCode: input.incomeAccountCode,
        vatApplicable: input.vatApplicable,
        autoBill: input.autoBill,
        walletType: input.walletType ?? 0,
        active: input.active,
      };
      const tiers = meter
        ? (input.tiers ?? []).map((t) => ({ upTo: t.upTo ?? null, rate: satangToDecimalString(t.rate) }))
        : [];
      return db
        .transaction(async (tx) => {
          // The sinking fund is a fund (equity) and deposits are liabilities: the "income" account may be either.
          await assertUsableAccount(tx, actor.property.id, input.incomeAccountCode, [
            'INCOME',
            'LIABILITY',
            'EQUITY',
          ]);
          const before = input.originalCode
            ? (await repo.findExpenseType(tx, actor.property.id, input.originalCode))?.expense
            : null;
          if (input.originalCode && !before) throw new AppError('ST212');
          // The category decides what an invoice line is (a surcharge-bearing common fee, a deposit...), and the
          // invoices billed under it keep that reading (invoice.surcharge_open): fixed once the type is used.
          if (
            before &&
            (before.code !== input.expenseTypeCode ||
              before.calcKind !== input.calcKind ||
              before.category !== input.category)
          ) {
            if ((await expenseTypeUsage.find(tx, actor.property.id, before.code, actor.lang)).length > 0)
              throw new AppError('ST213');
          }
          if (
            (!before || before.code !== input.expenseTypeCode) &&
            (await repo.findExpenseType(tx, actor.property.id, input.expenseTypeCode))
          ) {
            throw new AppError('ST211');
          }
          const id = before
            ? before.id
            : await repo.insertExpenseType(tx, { ...values, propertyId: actor.property.id });
          if (before) await repo.updateExpenseType(tx, actor.property.id, id, values);
          await repo.replaceTiers(tx, id, tiers);
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: before ? 'modify' : 'create',
            entity: 'expense_type',
            entityId: input.expenseTypeCode,
            before,
            after: { ...values, tiers },
          });
          return { expenseTypeCode: input.expenseTypeCode, created: !before };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) && !(error instanceof AppError) ? new AppError('ST211') : error;
        });
    },

    categories: (lang: Lang) =>
      EXPENSE_CATEGORIES.map((category: ExpenseCategory) => ({
        category,
        description: labelOf(EXPENSE_CATEGORY_LABELS, category, lang),
      })),

    wallets: (lang: Lang) =>
      WALLET_TYPES.map((walletType) => ({
        walletType,
        walletTypeDescription: labelOf(WALLET_TYPE_LABELS, walletType, lang),
      })),
  };
}

import type {
  BudgetItemDetail,
  BudgetItemRow,
  BudgetItemSave,
  BudgetItemSearchBody,
  CheckEditable,
  Lang,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { assertUsableAccount, nameIn, createUsageRegistry } from '../config-account';
import * as repo from './config-budget-item.repository';

export type Actor = ReturnType<typeof scoped>;

/** What uses a budget item by its code: the yearly budgets and request-pay budget lines register here. */
export const budgetItemUsage = createUsageRegistry();

function toRow(b: repo.BudgetItemWithAccount, lang: Lang): BudgetItemRow {
  const { item } = b;
  return {
    budgetItemCode: item.code,
    budgetItemDescription: nameIn({ nameTh: item.descriptionTh, nameEn: item.descriptionEn }, lang),
    descriptionTh: item.descriptionTh,
    descriptionEn: item.descriptionEn,
    expenseAccountCode: item.expenseAccountCode,
    expenseAccountDescription: nameIn({ nameTh: b.accountTh, nameEn: b.accountEn }, lang),
    active: item.active === 'N' ? 'N' : 'Y',
  };
}

export function createBudgetItemService(db: Db) {
  async function find(actor: Actor, code: string) {
    const found = await repo.findBudgetItem(db, actor.property.id, code);
    if (!found) throw new AppError('BG002');
    return found;
  }

  return {
    async search(actor: Actor, q: BudgetItemSearchBody) {
      const { rows, total } = await repo.searchBudgetItems(db, actor.property.id, q, q);
      return {
        rows: rows.map((b) => toRow(b, actor.lang)),
        paging: { page: q.page, pageSize: q.pageSize, total },
      };
    },

    async detail(actor: Actor, code: string): Promise<BudgetItemDetail> {
      const b = await find(actor, code);
      return {
        ...toRow(b, actor.lang),
        createdDate: b.item.createdAt.toISOString(),
        updatedDate: b.item.updatedAt?.toISOString() ?? null,
      };
    },

    async checkEditable(actor: Actor, code: string): Promise<CheckEditable> {
      const { item } = await find(actor, code);
      const usedBy = await budgetItemUsage.find(db, actor.property.id, item.code, actor.lang);
      return { code: item.code, editable: usedBy.length === 0, usedBy };
    },

    async save(actor: Actor, input: BudgetItemSave): Promise<{ budgetItemCode: string; created: boolean }> {
      const values = {
        code: input.budgetItemCode,
        descriptionTh: input.descriptionTh,
        descriptionEn: input.descriptionEn,
        expenseAccountCode: input.expenseAccountCode,
        active: input.active,
      };
      return db
        .transaction(async (tx) => {
          await assertUsableAccount(tx, actor.property.id, input.expenseAccountCode, ['EXPENSE']);
          const before = input.originalCode
            ? (await repo.findBudgetItem(tx, actor.property.id, input.originalCode))?.item
            : null;
          if (input.originalCode && !before) throw new AppError('BG002');
          if (before && before.code !== input.budgetItemCode) {
            if ((await budgetItemUsage.find(tx, actor.property.id, before.code, actor.lang)).length > 0)
              throw new AppError('BG003');
          }
          if (
            (!before || before.code !== input.budgetItemCode) &&
            (await repo.findBudgetItem(tx, actor.property.id, input.budgetItemCode))
          ) {
            throw new AppError('BG001');
          }
          if (before) await repo.updateBudgetItem(tx, actor.property.id, before.id, values);
          else await repo.insertBudgetItem(tx, { ...values, propertyId: actor.property.id });
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: before ? 'modify' : 'create',
            entity: 'budget_item',
            entityId: input.budgetItemCode,
            before,
            after: values,
          });
          return { budgetItemCode: input.budgetItemCode, created: !before };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) && !(error instanceof AppError) ? new AppError('BG001') : error;
        });
    },
  };
}

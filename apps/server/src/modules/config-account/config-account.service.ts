import {
  ACCOUNT_CATEGORIES,
  ACCOUNT_CATEGORY_LABELS,
  ACCOUNT_PAYMENT_TYPE_LABELS,
  labelOf,
  NORMAL_SIDE_OF,
  type AccountCategory,
  type AccountDetail,
  type AccountDocumentSave,
  type AccountLookupQuery,
  type AccountRow,
  type AccountSave,
  type AccountSearchBody,
  type CheckEditable,
  type DocumentType,
  type Lang,
  type NormalSide,
  type UsedBy,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import * as repo from './config-account.repository';
import { createUsageRegistry, type UsageCheck } from './usage';

export type Actor = ReturnType<typeof scoped>;

/** The name in the caller's language; Thai when there is no English one. */
export const nameIn = (row: { nameTh: string; nameEn: string | null }, lang: Lang) =>
  lang === 'th' ? row.nameTh : (row.nameEn ?? row.nameTh);
const flag = (value: string): 'Y' | 'N' => (value === 'N' ? 'N' : 'Y');

export function toAccountRow(a: repo.Account, lang: Lang): AccountRow {
  return {
    accountCode: a.code,
    description: nameIn(a, lang),
    nameTh: a.nameTh,
    nameEn: a.nameEn,
    category: a.category as AccountCategory,
    normalSide: a.normalSide as NormalSide,
    parentCode: a.parentCode,
    level: a.level,
    postable: flag(a.postable),
    active: flag(a.active),
  };
}

/** The records that use an account today; later areas register theirs (journal lines, receipts...). */
const builtInChecks: UsageCheck[] = [
  async (db, propertyId, code, lang) =>
    (await repo.childAccounts(db, propertyId, code)).map((c) => ({
      kind: 'ACCOUNT',
      code: c.code,
      description: nameIn(c, lang),
    })),
  async (db, propertyId, code, lang) =>
    (await repo.documentMappingsUsing(db, propertyId, code)).map((d) => ({
      kind: 'ACCOUNT_DOCUMENT',
      code: `${d.documentType}/${d.paymentType}`,
      description: labelOf(ACCOUNT_PAYMENT_TYPE_LABELS, d.paymentType as 0, lang),
    })),
];

/** Later areas call `accountUsage.register(check)` so an account their documents use cannot be renamed. */
export const accountUsage = createUsageRegistry(builtInChecks);

/**
 * An account the caller may use for `purpose`: in the property, active and postable, and of one of the
 * categories; otherwise 400 ST205 (the code is not shown as a missing record of another property: it simply is
 * not usable here).
 */
export async function assertUsableAccount(
  db: Executor,
  propertyId: string,
  code: string,
  categories: readonly AccountCategory[],
) {
  const account = await repo.findAccount(db, propertyId, code);
  if (
    !account ||
    account.active !== 'Y' ||
    account.postable !== 'Y' ||
    !categories.includes(account.category as AccountCategory)
  ) {
    throw new AppError('ST205');
  }
  return account;
}

export function createAccountService(db: Db) {
  async function find(actor: Actor, code: string) {
    const found = await repo.findAccount(db, actor.property.id, code);
    if (!found) throw new AppError('ST202');
    return found;
  }

  /** The parent must be a header of the same category, and not the account itself or one of its descendants. */
  async function parentOf(tx: Executor, actor: Actor, input: AccountSave, ownCode: string | undefined) {
    if (!input.parentCode) return null;
    const parent = await repo.findAccount(tx, actor.property.id, input.parentCode);
    if (!parent || parent.postable !== 'N' || parent.category !== input.category) throw new AppError('ST204');
    // Walk up from the parent: meeting the account being saved would make a loop.
    for (
      let p: repo.Account | null = parent;
      p;
      p = p.parentCode ? await repo.findAccount(tx, actor.property.id, p.parentCode) : null
    ) {
      if (ownCode !== undefined && p.code === ownCode) throw new AppError('ST204');
    }
    return parent;
  }

  return {
    async search(actor: Actor, q: AccountSearchBody) {
      const { rows, total } = await repo.searchAccounts(db, actor.property.id, q, q);
      return {
        rows: rows.map((a) => toAccountRow(a, actor.lang)),
        paging: { page: q.page, pageSize: q.pageSize, total },
      };
    },

    async detail(actor: Actor, code: string): Promise<AccountDetail> {
      const a = await find(actor, code);
      const parent = a.parentCode ? await repo.findAccount(db, actor.property.id, a.parentCode) : null;
      const children = await repo.childAccounts(db, actor.property.id, a.code);
      return {
        ...toAccountRow(a, actor.lang),
        parentDescription: parent ? nameIn(parent, actor.lang) : null,
        childCount: children.length,
        createdDate: a.createdAt.toISOString(),
        updatedDate: a.updatedAt?.toISOString() ?? null,
      };
    },

    async checkEditable(actor: Actor, code: string): Promise<CheckEditable> {
      const a = await find(actor, code);
      const usedBy: UsedBy[] = await accountUsage.find(db, actor.property.id, a.code, actor.lang);
      return { code: a.code, editable: usedBy.length === 0, usedBy };
    },

    async save(actor: Actor, input: AccountSave): Promise<{ accountCode: string; created: boolean }> {
      const normalSide = input.normalSide ?? NORMAL_SIDE_OF[input.category];
      const values = {
        code: input.accountCode,
        nameTh: input.nameTh,
        nameEn: input.nameEn,
        category: input.category,
        normalSide,
        parentCode: input.parentCode ?? null,
        postable: input.postable,
        active: input.active,
      };
      return db
        .transaction(async (tx) => {
          if (!input.originalCode) {
            if (await repo.findAccount(tx, actor.property.id, input.accountCode)) throw new AppError('ST201');
            const parent = await parentOf(tx, actor, input, undefined);
            await repo.insertAccount(tx, {
              ...values,
              propertyId: actor.property.id,
              level: parent ? parent.level + 1 : 1,
            });
            await audit(tx, {
              userId: actor.user.id,
              propertyId: actor.property.id,
              action: 'create',
              entity: 'gl_account',
              entityId: input.accountCode,
              after: values,
            });
            return { accountCode: input.accountCode, created: true };
          }
          const before = await repo.findAccount(tx, actor.property.id, input.originalCode);
          if (!before) throw new AppError('ST202');
          const renamed = before.code !== input.accountCode;
          const retyped =
            before.category !== input.category ||
            before.normalSide !== normalSide ||
            before.postable !== input.postable;
          if (renamed || retyped) {
            const usedBy = await accountUsage.find(tx, actor.property.id, before.code, actor.lang);
            // A header that still has sub-accounts may not become postable, whatever else uses it.
            if (usedBy.some((u) => u.kind === 'ACCOUNT') && input.postable === 'Y')
              throw new AppError('ST206');
            if (usedBy.length > 0) throw new AppError('ST203');
          }
          if (renamed && (await repo.findAccount(tx, actor.property.id, input.accountCode)))
            throw new AppError('ST201');
          const parent = await parentOf(tx, actor, input, before.code);
          await repo.updateAccount(tx, actor.property.id, before.code, {
            ...values,
            level: parent ? parent.level + 1 : 1,
          });
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'modify',
            entity: 'gl_account',
            entityId: input.accountCode,
            before: toAccountRow(before, 'en'),
            after: values,
          });
          return { accountCode: input.accountCode, created: false };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AppError('ST201') : error;
        });
    },

    categories(lang: Lang) {
      return ACCOUNT_CATEGORIES.map((category) => ({
        category,
        description: labelOf(ACCOUNT_CATEGORY_LABELS, category, lang),
        normalSide: NORMAL_SIDE_OF[category],
      }));
    },

    /**
     * The dropdown: with a documentType, the accounts mapped to it (for the payment type, else those mapped to
     * any payment type); without, every active account matching the filters (postable unless asked otherwise).
     */
    async lookup(actor: Actor, q: AccountLookupQuery) {
      if (q.documentType) {
        const exact = await repo.listDocumentAccounts(db, actor.property.id, {
          documentType: q.documentType,
          paymentType: q.paymentType ?? 0,
        });
        const rows =
          exact.length > 0 || q.paymentType === undefined
            ? exact
            : await repo.listDocumentAccounts(db, actor.property.id, {
                documentType: q.documentType,
                paymentType: 0,
              });
        return rows
          .filter((r) => r.active === 'Y')
          .map((r) => ({ accountCode: r.accountCode, description: nameIn(r, actor.lang) }));
      }
      const { rows } = await repo.searchAccounts(db, actor.property.id, {
        keyword: q.keyword,
        category: q.category,
        postable: q.postable ?? 'Y',
        active: 'Y',
      });
      return rows.map((a) => ({ accountCode: a.code, description: nameIn(a, actor.lang) }));
    },

    async byCode(actor: Actor, code: string): Promise<AccountRow> {
      return toAccountRow(await find(actor, code), actor.lang);
    },

    async documents(
      actor: Actor,
      q: { documentType?: DocumentType | undefined; paymentType?: number | undefined },
    ) {
      const rows = await repo.listDocumentAccounts(db, actor.property.id, q);
      return rows.map((r) => ({
        documentType: r.documentType as DocumentType,
        paymentType: r.paymentType,
        paymentTypeDescription: labelOf(ACCOUNT_PAYMENT_TYPE_LABELS, r.paymentType as 0, actor.lang),
        accountCode: r.accountCode,
        description: nameIn(r, actor.lang),
      }));
    },

    async saveDocuments(actor: Actor, input: AccountDocumentSave): Promise<void> {
      await db.transaction(async (tx) => {
        for (const code of input.accountCodes)
          await assertUsableAccount(tx, actor.property.id, code, ACCOUNT_CATEGORIES);
        const before = await repo.listDocumentAccounts(tx, actor.property.id, input);
        await repo.replaceDocumentAccounts(
          tx,
          actor.property.id,
          input.documentType,
          input.paymentType,
          input.accountCodes,
        );
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'modify',
          entity: 'gl_account_document',
          entityId: `${input.documentType}/${input.paymentType}`,
          before: before.map((r) => r.accountCode),
          after: input.accountCodes,
        });
      });
    },
  };
}

import {
  type CheckEditable,
  type Lang,
  type SupplierBankAccount,
  type SupplierBankAccountCreate,
  type SupplierBankAccountUpdate,
  type SupplierDetail,
  type SupplierDocumentAccountSave,
  type SupplierRow,
  type SupplierSave,
  type SupplierSearchBody,
  type WhtType,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { Upload } from '../../platform/files/uploads';
import type { scoped } from '../../platform/request-context';
import { assertUsableAccount, nameIn, createUsageRegistry } from '../config-account';
import type { NewStoredFile } from '../files';
import { FILE_FOLDERS, type FileStore } from '../files';
import { assertBankBranch, bankNames } from '../reference-data';
import * as repo from './suppliers.repository';

export type Actor = ReturnType<typeof scoped>;

/** What uses a supplier by its code: request-pay, purchase orders and payment vouchers register here. */
export const supplierUsage = createUsageRegistry();

const flag = (value: string): 'Y' | 'N' => (value === 'N' ? 'N' : 'Y');

function toRow(s: repo.Supplier, lang: Lang): SupplierRow {
  return {
    supplierCode: s.code,
    supplierName: nameIn(s, lang),
    nameTh: s.nameTh,
    nameEn: s.nameEn,
    whtType: s.whtType as WhtType,
    taxId: s.taxId,
    phone: s.phone,
    email: s.email,
    address: s.address,
    active: flag(s.active),
  };
}

const addressOf = (s: repo.Supplier) => [s.address, s.province, s.postalCode].filter(Boolean).join(' ');

export function createSuppliersService(db: Db, files: FileStore) {
  async function find(actor: Actor, code: string, tx: Executor = db) {
    const found = await repo.findSupplier(tx, actor.property.id, code);
    if (!found) throw new AppError('SP002');
    return found;
  }

  async function bankAccountsOf(actor: Actor, s: repo.Supplier): Promise<SupplierBankAccount[]> {
    const accounts = await repo.bankAccountsOf(db, actor.property.id, s.id);
    const names = await bankNames(
      db,
      accounts.map((a) => a.bankCode),
      actor.lang,
    );
    const attached = await files.listByReference(
      db,
      actor.property.id,
      FILE_FOLDERS.supplierBankAccount,
      accounts.map((a) => a.id),
    );
    return accounts.map((a) => ({
      bankAccountId: a.id,
      supplierCode: s.code,
      bankAccountInfo: {
        bankCode: a.bankCode,
        bankName: names.bank(a.bankCode),
        bankBranchCode: a.bankBranchCode,
        bankBranchName: names.branch(a.bankCode, a.bankBranchCode),
        accountNo: a.accountNo,
        accountName: a.accountName,
        active: flag(a.active),
      },
      files: attached.get(a.id) ?? [],
    }));
  }

  async function documentAccounts(actor: Actor, s: repo.Supplier, configId?: number) {
    const rows = await repo.documentAccountsOf(db, actor.property.id, s.id, configId);
    const names = await bankNames(
      db,
      rows.map((r) => r.bankCode),
      actor.lang,
    );
    return rows.map((r) => ({
      supplierCode: s.code,
      supplierDocumentAccount: r.configId,
      account: {
        accountNoId: r.bankAccountId,
        accountCode: r.accountCode,
        accountCodeDescription: nameIn({ nameTh: r.accountNameTh, nameEn: r.accountNameEn }, actor.lang),
        realAccountNo: r.accountNo,
        bankCode: r.bankCode,
        bankName: names.bank(r.bankCode),
      },
    }));
  }

  /** Writes the bank-book files, then runs `work` with their rows; a failed transaction removes the files. */
  async function withFiles<T>(
    actor: Actor,
    uploads: Upload[],
    work: (rows: (referenceNo: string) => NewStoredFile[]) => Promise<T>,
  ) {
    const written = await files.write(
      actor.property.id,
      FILE_FOLDERS.supplierBankAccount,
      actor.user,
      uploads,
    );
    try {
      return await work(written.rows);
    } catch (error) {
      await written.discard();
      throw isUniqueViolation(error) && !(error instanceof AppError) ? new AppError('SP003') : error;
    }
  }

  return {
    async search(actor: Actor, q: SupplierSearchBody) {
      const { rows, total } = await repo.searchSuppliers(db, actor.property.id, q, q);
      return {
        rows: rows.map((s) => toRow(s, actor.lang)),
        paging: { page: q.page, pageSize: q.pageSize, total },
      };
    },

    async detail(actor: Actor, code: string): Promise<SupplierDetail> {
      const s = await find(actor, code);
      return {
        ...toRow(s, actor.lang),
        branchNo: s.branchNo,
        province: s.province,
        postalCode: s.postalCode,
        contactName: s.contactName,
        bankAccounts: await bankAccountsOf(actor, s),
        documentAccounts: await documentAccounts(actor, s),
        createdDate: s.createdAt.toISOString(),
        updatedDate: s.updatedAt?.toISOString() ?? null,
      };
    },

    async checkEditable(actor: Actor, code: string): Promise<CheckEditable> {
      const s = await find(actor, code);
      const usedBy = await supplierUsage.find(db, actor.property.id, s.code, actor.lang);
      return { code: s.code, editable: usedBy.length === 0, usedBy };
    },

    async save(actor: Actor, input: SupplierSave): Promise<{ supplierCode: string; created: boolean }> {
      const values = {
        code: input.supplierCode,
        nameTh: input.nameTh,
        nameEn: input.nameEn ?? null,
        whtType: input.whtType,
        taxId: input.taxId ?? null,
        branchNo: input.branchNo ?? (input.whtType === 'PND53' ? '00000' : null),
        address: input.address ?? null,
        province: input.province ?? null,
        postalCode: input.postalCode ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        contactName: input.contactName ?? null,
        active: input.active,
      };
      return db
        .transaction(async (tx) => {
          const before = input.originalCode ? await find(actor, input.originalCode, tx) : null;
          if (before && before.code !== input.supplierCode) {
            if ((await supplierUsage.find(tx, actor.property.id, before.code, actor.lang)).length > 0)
              throw new AppError('SP005');
          }
          if (
            (!before || before.code !== input.supplierCode) &&
            (await repo.findSupplier(tx, actor.property.id, input.supplierCode))
          ) {
            throw new AppError('SP001');
          }
          if (before) await repo.updateSupplier(tx, actor.property.id, before.id, values);
          else await repo.insertSupplier(tx, { ...values, propertyId: actor.property.id });
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: before ? 'modify' : 'create',
            entity: 'supplier',
            entityId: input.supplierCode,
            before,
            after: values,
          });
          return { supplierCode: input.supplierCode, created: !before };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) && !(error instanceof AppError) ? new AppError('SP001') : error;
        });
    },

    async lookup(actor: Actor, q: string | undefined) {
      const { rows } = await repo.searchSuppliers(
        db,
        actor.property.id,
        { keyword: q, active: 'Y' },
        { page: 1, pageSize: 200 },
      );
      return rows.map((s) => ({
        supplierCode: s.code,
        supplierName: nameIn(s, actor.lang),
        address: addressOf(s),
      }));
    },

    async bankAccounts(actor: Actor, supplierCode: string): Promise<SupplierBankAccount[]> {
      return bankAccountsOf(actor, await find(actor, supplierCode));
    },

    async createBankAccount(
      actor: Actor,
      input: SupplierBankAccountCreate,
      uploads: Upload[],
    ): Promise<{ bankAccountId: string }> {
      const s = await find(actor, input.supplierCode);
      const info = input.bankAccountInfo;
      await assertBankBranch(db, info.bankCode, info.bankBranchCode);
      return withFiles(actor, uploads, (rows) =>
        db.transaction(async (tx) => {
          const values = {
            bankCode: info.bankCode,
            bankBranchCode: info.bankBranchCode ?? null,
            accountNo: info.accountNo,
            accountName: info.accountName,
            active: info.active,
          };
          const id = await repo.insertBankAccount(tx, {
            ...values,
            propertyId: actor.property.id,
            supplierId: s.id,
          });
          await files.record(tx, rows(id));
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'create',
            entity: 'supplier_bank_account',
            entityId: id,
            after: { supplierCode: s.code, ...values },
          });
          return { bankAccountId: id };
        }),
      );
    },

    async updateBankAccount(
      actor: Actor,
      input: SupplierBankAccountUpdate,
      uploads: Upload[],
    ): Promise<{ bankAccountId: string }> {
      const s = await find(actor, input.supplierCode);
      const before = await repo.findBankAccount(db, actor.property.id, s.id, input.bankAccountId);
      if (!before) throw new AppError('SP004');
      const info = input.bankAccountInfo;
      await assertBankBranch(db, info.bankCode, info.bankBranchCode);
      return withFiles(actor, uploads, (rows) =>
        db.transaction(async (tx) => {
          const values = {
            bankCode: info.bankCode,
            bankBranchCode: info.bankBranchCode ?? null,
            accountNo: info.accountNo,
            accountName: info.accountName,
            active: info.active,
          };
          await repo.updateBankAccount(tx, actor.property.id, before.id, values);
          await files.record(tx, rows(before.id));
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'modify',
            entity: 'supplier_bank_account',
            entityId: before.id,
            before,
            after: values,
          });
          return { bankAccountId: before.id };
        }),
      );
    },

    async documentAccount(actor: Actor, supplierCode: string, configId: number) {
      const s = await find(actor, supplierCode);
      const [row] = await documentAccounts(actor, s, configId);
      return { supplierCode: s.code, supplierDocumentAccount: configId, account: row?.account ?? null };
    },

    async saveDocumentAccount(actor: Actor, input: SupplierDocumentAccountSave): Promise<void> {
      const s = await find(actor, input.supplierCode);
      await db.transaction(async (tx) => {
        const bank = await repo.findBankAccount(tx, actor.property.id, s.id, input.accountNoId);
        if (!bank || bank.active !== 'Y') throw new AppError('SP004');
        await assertUsableAccount(tx, actor.property.id, input.accountCode, [
          'LIABILITY',
          'ASSET',
          'EXPENSE',
        ]);
        const values = {
          propertyId: actor.property.id,
          supplierId: s.id,
          configId: input.supplierDocumentAccount,
          bankAccountId: bank.id,
          accountCode: input.accountCode,
        };
        await repo.upsertDocumentAccount(tx, values);
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'modify',
          entity: 'supplier_document_account',
          entityId: `${s.code}/${input.supplierDocumentAccount}`,
          after: values,
        });
      });
    },
  };
}

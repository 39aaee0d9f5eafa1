import {
  AREA_UNIT_OF,
  ruleMessage,
  SURCHARGE_CAPS,
  type AreaUnit,
  type FieldError,
  type BankProviderRow,
  type Lang,
  type PropertyBankAccountInput,
  type PropertyDetail,
  type PropertyModify,
  type PropertySave,
  type PropertySearchBody,
  type PropertySummary,
  type PropertyType,
  type SurchargeSettings,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { resolveRights } from '../../platform/rights/rights';
import { userPropertyRole } from '../../platform/db/schema';
import { assertUsableAccount, nameIn, seedStandardChart } from '../config-account';
import { assertBankBranch, bankNames } from '../reference-data';
import { seedNewProperty, unitCounts } from './property-setup';
import { changedAdminFields } from './admin-fields';
import * as repo from './property-settings.repository';

export type Actor = ReturnType<typeof scoped>;

const flag = (value: string | null | undefined): 'Y' | 'N' => (value === 'Y' ? 'Y' : 'N');
const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

/** Condominium surcharge rates are capped by the Condominium Act (12% a year, 20% only after 6 months). */
function surchargeProblems(type: PropertyType, s: SurchargeSettings | undefined, lang: Lang): FieldError[] {
  if (!s || type !== 'CONDO') return [];
  const caps = SURCHARGE_CAPS.CONDO;
  const problems: FieldError[] = [];
  for (const key of ['ratePerYear', 'overdueRatePerYear'] as const) {
    const value = s[key];
    if (value !== undefined && Number(value) > Number(caps[key])) {
      problems.push({
        path: `surcharge.${key}`,
        rule: 'max_value',
        message: ruleMessage(lang, 'max_value', { max: caps[key] }),
      });
    }
  }
  if (s.overdueAfterMonths !== undefined && s.overdueAfterMonths < caps.overdueAfterMonthsMin)
    problems.push({
      path: 'surcharge.overdueAfterMonths',
      rule: 'condoOverdueMonths',
      message: ruleMessage(lang, 'condoOverdueMonths', { min: caps.overdueAfterMonthsMin }),
    });
  return problems;
}

type SettingFields = Omit<PropertyModify, 'propertyCode' | 'lang'>;

function settingValues(propertyId: string, input: SettingFields) {
  return {
    propertyId,
    propertyType: input.propertyType,
    areaUnit: AREA_UNIT_OF[input.propertyType],
    vatRegistered: input.vatRegistered,
    taxId: input.taxId ?? null,
    branchNo: input.branchNo ?? '00000',
    addressTh: input.addressTh ?? null,
    addressEn: input.addressEn ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    billerId: input.billerId ?? null,
    surcharge: input.surcharge ?? null,
    creatorMayApprove: input.creatorMayApprove === 'Y',
    budgetOverAvailable: input.budgetOverAvailable ?? 'REFUSE',
    fiscalYearStartMonth: input.fiscalYearStartMonth ?? 1,
  };
}

export function createPropertySettingsService(db: Db) {
  /** Brings the bank accounts and the document accounts to what the form holds (when it holds them). */
  async function syncAccounts(tx: Tx, propertyId: string, input: SettingFields) {
    if (input.bankAccounts) {
      const existing = await repo.bankAccounts(tx, propertyId);
      const known = new Set(existing.map((e) => e.account.id));
      const kept = new Set<string>();
      for (const account of input.bankAccounts) {
        if (account.accountNoId && !known.has(account.accountNoId)) throw new AppError('PJ003');
        if (account.accountNoId) kept.add(account.accountNoId);
        await assertBankBranch(tx, account.bankCode, account.bankBranchCode);
        await assertUsableAccount(tx, propertyId, account.accountCode, ['ASSET']);
      }
      const removed = existing.filter((e) => !kept.has(e.account.id)).map((e) => e.account.id);
      if (input.documentAccounts === undefined) {
        // Removing the account a purpose (online payment) points at would break those payments silently.
        const linked = await repo.documentAccounts(tx, propertyId);
        if (linked.some((l) => removed.includes(l.bankAccountId))) throw new AppError('PJ004');
      } else {
        await repo.replaceDocumentAccounts(tx, propertyId, []);
      }
      // Removed rows go first, so an account deleted and typed in again in the same form is not a duplicate.
      await repo.deleteBankAccounts(tx, propertyId, removed);
      for (const account of input.bankAccounts) {
        if (account.accountNoId)
          await repo.updateBankAccount(tx, propertyId, account.accountNoId, bankValues(account));
        else await repo.insertBankAccount(tx, { ...bankValues(account), propertyId });
      }
    }
    if (input.documentAccounts) {
      const accounts = await repo.bankAccounts(tx, propertyId);
      const rows = input.documentAccounts.map((d) => {
        const found = accounts.find((a) => a.account.accountNo === d.accountNo);
        if (!found) throw new AppError('PJ003');
        return { configId: d.configDocumentAccount, bankAccountId: found.account.id };
      });
      await repo.replaceDocumentAccounts(tx, propertyId, rows);
    }
  }

  function bankValues(a: PropertyBankAccountInput) {
    return {
      bankCode: a.bankCode,
      bankBranchCode: a.bankBranchCode ?? null,
      accountNo: a.accountNo,
      accountName: a.accountName,
      accountCode: a.accountCode,
      bulkCompanyId: a.bulkCompanyId ?? null,
      active: a.active,
    };
  }

  const mapErrors = (error: unknown): never => {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw new AppError('PJ005');
    if (isForeignKeyViolation(error)) throw new AppError('PJ004');
    throw error;
  };

  async function detailOf(propertyId: string, lang: Lang): Promise<PropertyDetail> {
    const found = await repo.findProperty(db, propertyId);
    if (!found) throw new AppError('ST006');
    const { property: p, setting: s } = found;
    const accounts = await repo.bankAccounts(db, propertyId);
    const names = await bankNames(
      db,
      accounts.map((a) => a.account.bankCode),
      lang,
    );
    const links = await repo.documentAccounts(db, propertyId);
    const type: PropertyType = s?.propertyType === 'VILLAGE' ? 'VILLAGE' : 'CONDO';
    const surcharge = s?.surcharge ?? null;
    return {
      propertyCode: p.code,
      propertyName: lang === 'th' ? p.nameTh : p.nameEn,
      nameTh: p.nameTh,
      nameEn: p.nameEn,
      propertyType: type,
      areaUnit: (s?.areaUnit as AreaUnit | undefined) ?? AREA_UNIT_OF[type],
      vatRegistered: flag(s?.vatRegistered),
      taxId: s?.taxId ?? null,
      branchNo: s?.branchNo ?? '00000',
      addressTh: s?.addressTh ?? null,
      addressEn: s?.addressEn ?? null,
      phone: s?.phone ?? null,
      email: s?.email ?? null,
      billerId: s?.billerId ?? null,
      bankAccounts: accounts.map(({ account: a, glNameTh, glNameEn }) => ({
        accountNoId: a.id,
        bankCode: a.bankCode,
        bankName: names.bank(a.bankCode),
        bankBranchCode: a.bankBranchCode,
        bankBranchName: names.branch(a.bankCode, a.bankBranchCode),
        accountNo: a.accountNo,
        realAccountNo: a.accountNo,
        accountName: a.accountName,
        accountCode: a.accountCode,
        accountCodeName: nameIn({ nameTh: glNameTh, nameEn: glNameEn }, lang),
        bulkCompanyId: a.bulkCompanyId,
        active: flag(a.active),
      })),
      documentAccounts: links.map((l) => ({
        configDocumentAccount: l.configId,
        accountNoId: l.bankAccountId,
        accountNo: accounts.find((a) => a.account.id === l.bankAccountId)?.account.accountNo ?? '',
      })),
      surcharge: surcharge
        ? {
            method: surcharge.method ?? null,
            ratePerYear: surcharge.ratePerYear ?? null,
            overdueRatePerYear: surcharge.overdueRatePerYear ?? null,
            overdueAfterMonths: surcharge.overdueAfterMonths ?? null,
            higherRateAppliesTo: surcharge.higherRateAppliesTo ?? null,
            graceDays: surcharge.graceDays ?? null,
          }
        : null,
      creatorMayApprove: s?.creatorMayApprove ? 'Y' : 'N',
      budgetOverAvailable: s?.budgetOverAvailable ?? 'REFUSE',
      fiscalYearStartMonth: s?.fiscalYearStartMonth ?? 1,
      active: flag(p.active),
      createdDate: p.createdAt.toISOString(),
      updatedDate: (s?.updatedAt ?? p.updatedAt)?.toISOString() ?? null,
    };
  }

  return {
    /** Administrators see every property; others those where their role shows the property settings. */
    async search(actor: Actor, q: PropertySearchBody) {
      let ids: string[] | null = null;
      if (!actor.user.isAdmin) {
        const grants = await repo.memberships(db, actor.user.id);
        ids = grants
          .filter((g) => resolveRights(false, g)?.objects.has('SETTING_PROJECT'))
          .map((g) => g.propertyId);
      }
      const { rows, total } = await repo.searchProperties(db, ids, q, q);
      const counts = await unitCounts(
        db,
        rows.map((r) => r.property.id),
      );
      const data: PropertySummary[] = rows.map(({ property: p, setting: s }) => ({
        propertyCode: p.code,
        propertyName: actor.lang === 'th' ? p.nameTh : p.nameEn,
        nameTh: p.nameTh,
        nameEn: p.nameEn,
        propertyType: s?.propertyType === 'VILLAGE' ? 'VILLAGE' : 'CONDO',
        taxId: s?.taxId ?? null,
        vatRegistered: flag(s?.vatRegistered),
        unitCount: counts.get(p.id) ?? 0,
        active: flag(p.active),
      }));
      return { rows: data, paging: { page: q.page, pageSize: q.pageSize, total } };
    },

    detail: (actor: Actor) => detailOf(actor.property.id, actor.lang),

    /** Only someone who may create properties learns which codes are taken. */
    async check(actor: Actor, newPropertyCode: string) {
      if (!actor.user.isAdmin) throw new AppError('PJ002');
      return { newPropertyCode, available: !(await repo.propertyCodeTaken(db, newPropertyCode)) };
    },

    /**
     * A new property, by an administrator: its settings, the standard chart of accounts, default unit types, and
     * the creator's role on it (ADMIN), so it has a member who can add the others.
     */
    async create(actor: Actor, input: PropertySave): Promise<{ propertyCode: string }> {
      if (!actor.user.isAdmin) throw new AppError('PJ002');
      const problems = surchargeProblems(input.propertyType, input.surcharge, actor.lang);
      if (problems.length > 0) throw new AppError('ST001', problems);
      return db
        .transaction(async (tx) => {
          if (await repo.propertyCodeTaken(tx, input.newPropertyCode)) throw new AppError('PJ001');
          const propertyId = await repo.insertProperty(tx, {
            code: input.newPropertyCode,
            nameTh: input.nameTh,
            nameEn: input.nameEn,
          });
          await repo.upsertSetting(tx, settingValues(propertyId, input));
          await seedStandardChart(tx, propertyId);
          await seedNewProperty(tx, propertyId, input.propertyType);
          await syncAccounts(tx, propertyId, input);
          await tx.insert(userPropertyRole).values({ userId: actor.user.id, propertyId, roleCode: 'ADMIN' });
          const { lang: _lang, propertyCode: _current, ...after } = input;
          await audit(tx, {
            userId: actor.user.id,
            propertyId,
            action: 'create',
            entity: 'property',
            entityId: input.newPropertyCode,
            after,
          });
          return { propertyCode: input.newPropertyCode };
        })
        .catch(async (error: unknown) => {
          // Two creations of one code at once: the unique index lets one through; the other is told why.
          if (isUniqueViolation(error) && (await repo.propertyCodeTaken(db, input.newPropertyCode)))
            throw new AppError('PJ001');
          return mapErrors(error);
        });
    },

    /** The current property's settings; its code never changes (clients keep it, documents are numbered by it). */
    async modify(actor: Actor, input: PropertyModify): Promise<{ propertyCode: string }> {
      const problems = surchargeProblems(input.propertyType, input.surcharge, actor.lang);
      if (problems.length > 0) throw new AppError('ST001', problems);
      const before = await detailOf(actor.property.id, 'en');
      if (changedAdminFields(before, input).length > 0 && !actor.rights.objects.has('PROPERTY_ADMIN')) {
        throw new AppError('PJ007');
      }
      if (before.propertyType !== input.propertyType) {
        const counts = await unitCounts(db, [actor.property.id]);
        if ((counts.get(actor.property.id) ?? 0) > 0) throw new AppError('PJ006');
      }
      await db
        .transaction(async (tx) => {
          await repo.updatePropertyNames(tx, actor.property.id, {
            nameTh: input.nameTh,
            nameEn: input.nameEn,
          });
          await repo.upsertSetting(tx, settingValues(actor.property.id, input));
          await syncAccounts(tx, actor.property.id, input);
          const { lang: _lang, ...after } = input;
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'modify',
            entity: 'property',
            entityId: actor.property.code,
            before,
            after,
          });
        })
        .catch(mapErrors);
      return { propertyCode: actor.property.code };
    },

    /** The bank accounts set for a purpose (configDocumentAccount 7: online payment), first one to use. */
    async documentAccount(actor: Actor, configId: number) {
      const links = await repo.documentAccounts(db, actor.property.id, configId);
      const accounts = await repo.bankAccounts(db, actor.property.id);
      const names = await bankNames(
        db,
        accounts.map((a) => a.account.bankCode),
        actor.lang,
      );
      const accountNos = links.flatMap((l) => {
        const found = accounts.find((a) => a.account.id === l.bankAccountId);
        if (!found || found.account.active !== 'Y') return [];
        const { account: a, glNameTh, glNameEn } = found;
        return [
          {
            accountNoId: a.id,
            accountCode: a.accountCode,
            realAccountNo: a.accountNo,
            accountCodeName: nameIn({ nameTh: glNameTh, nameEn: glNameEn }, actor.lang),
            bankCode: a.bankCode,
            bankName: names.bank(a.bankCode),
          },
        ];
      });
      return { configDocumentAccount: configId, accountNos };
    },

    /**
     * The card payment's bank providers: a card is settled into the property's account at the acquiring bank,
     * so they are the banks of its active accounts, each once, by name.
     */
    async bankProviders(actor: Actor): Promise<BankProviderRow[]> {
      const accounts = await repo.bankAccounts(db, actor.property.id);
      const codes = [
        ...new Set(accounts.filter((a) => a.account.active === 'Y').map((a) => a.account.bankCode)),
      ];
      const names = await bankNames(db, codes, actor.lang);
      return codes
        .map((code) => ({ providerCode: code, providerName: names.bank(code) }))
        .sort((a, b) => a.providerName.localeCompare(b.providerName, actor.lang));
    },
  };
}

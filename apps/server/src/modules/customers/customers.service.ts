import {
  CHANGE_ALWAYS,
  CHANGE_WHEN_BOTH,
  THAI_NATIONALITY,
  type ChangeField,
  type ChangeSnapshot,
  type CustomerChangeDetail,
  type CustomerDetail,
  type CustomerModify,
  type CustomerRow,
  type CustomerSave,
  type CustomerSearchBody,
  type CustomerType,
  type Lang,
  type OwnerType,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { Upload } from '../../platform/files/uploads';
import type { scoped } from '../../platform/request-context';
import { displayName, FILE_FOLDERS, type FileStore } from '../files';
import { assertLookups, lookupNames } from '../reference-data';
import * as repo from './customers.repository';

export type Actor = ReturnType<typeof scoped>;

/** The lookup categories a customer's codes belong to. */
const CODE_LOOKUPS = {
  titleCode: 'TITLE',
  nationalityCode: 'NATIONALITY',
  genderCode: 'GENDER',
  occupationCode: 'OCCUPATION',
  maritalStatusCode: 'MARITAL_STATUS',
} as const;
const LOOKUP_CATEGORIES = Object.values(CODE_LOOKUPS);

/** The constraint a unique violation broke (pg and PGlite both report it), to tell code from ID duplicates. */
function violatedConstraint(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return null;
}

const joinName = (...parts: (string | null | undefined)[]) =>
  parts.filter((p) => p && p.trim() !== '').join(' ');

/** First name plus last name in the caller's language (001 s.3); Thai when there is no English name. */
export function customerNameOf(
  c: {
    firstNameTh: string;
    lastNameTh: string | null;
    firstNameEn: string | null;
    lastNameEn: string | null;
  },
  lang: Lang,
): string {
  return lang === 'en' && c.firstNameEn
    ? joinName(c.firstNameEn, c.lastNameEn)
    : joinName(c.firstNameTh, c.lastNameTh);
}

type Fields = Omit<CustomerSave, 'lang' | 'propertyCode' | 'customerCode'>;

function columnsOf(input: Fields) {
  return {
    customerType: input.customerType ?? 'PERSON',
    ownerType: input.ownerType,
    titleCode: input.titleCode ?? null,
    firstNameTh: input.firstNameTh,
    lastNameTh: input.lastNameTh ?? null,
    firstNameEn: input.firstNameEn ?? null,
    lastNameEn: input.lastNameEn ?? null,
    nameLocal: input.nameLocal ?? null,
    taxId: input.taxId ?? null,
    passportId: input.passportId ?? null,
    nationalityCode: input.nationalityCode ?? THAI_NATIONALITY,
    genderCode: input.genderCode ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    occupationCode: input.occupationCode ?? null,
    occupationText: input.occupationText ?? null,
    maritalStatusCode: input.maritalStatusCode ?? null,
    noOfChildren: input.noOfChildren ?? null,
    noOfFamilyMember: input.noOfFamilyMember ?? null,
    mobileNo: input.mobileNo ?? null,
    countryCode: input.countryCode ?? null,
    telephone: input.telephone ?? null,
    email: input.email ?? null,
    address: input.address ?? null,
    province: input.province ?? null,
    postalCode: input.postalCode ?? null,
    facebook: input.facebook ?? null,
    instagram: input.instagram ?? null,
    line: input.line ?? null,
    twitter: input.twitter ?? null,
    wechat: input.wechat ?? null,
    whatsapp: input.whatsapp ?? null,
  };
}
type Columns = ReturnType<typeof columnsOf>;

/**
 * What a change record keeps of a customer: names as shown then (with the title of each language), the raw
 * codes of the described fields (turned into descriptions in the reader's language when shown), the rest as is.
 */
type StoredSnapshot = Record<Exclude<ChangeField, `${string}Description`>, string | number | null> & {
  nationalityCode: string | null;
  maritalStatusCode: string | null;
  genderCode: string | null;
  occupationCode: string | null;
};

async function snapshotOf(
  db: Executor,
  c: Omit<Columns, 'customerType' | 'ownerType' | 'nationalityCode'> & { nationalityCode: string | null },
): Promise<StoredSnapshot> {
  const th = await lookupNames(db, ['TITLE'], 'th');
  const en = await lookupNames(db, ['TITLE'], 'en');
  const titleTh = th('TITLE', c.titleCode);
  const titleEn = en('TITLE', c.titleCode);
  return {
    // Thai writes the title against the name (นายสมชาย); English puts a space (Mr. Somchai).
    nameTH: joinName(`${titleTh ?? ''}${c.firstNameTh}`, c.lastNameTh),
    nameEN: c.firstNameEn ? joinName(titleEn, c.firstNameEn, c.lastNameEn) : null,
    taxId: c.taxId,
    passportId: c.passportId,
    mobileNo: c.mobileNo,
    email: c.email,
    nationalityCode: c.nationalityCode,
    nameLocal: c.nameLocal,
    maritalStatusCode: c.maritalStatusCode,
    noOfChildren: c.noOfChildren,
    noOfFamilyMember: c.noOfFamilyMember,
    genderCode: c.genderCode,
    dateOfBirth: c.dateOfBirth,
    occupationCode: c.occupationCode,
    occupationText: c.occupationText,
    telephone: c.telephone,
    countryCode: c.countryCode,
    instagram: c.instagram,
    line: c.line,
    twitter: c.twitter,
    facebook: c.facebook,
    wechat: c.wechat,
    whatsapp: c.whatsapp,
  };
}

function describe(
  s: StoredSnapshot,
  lookup: (category: string, code: string | null) => string | null,
): ChangeSnapshot {
  const { nationalityCode, maritalStatusCode, genderCode, occupationCode, ...rest } = s;
  return {
    ...rest,
    nationalityDescription: lookup('NATIONALITY', nationalityCode),
    maritalStatusDescription: lookup('MARITAL_STATUS', maritalStatusCode),
    genderDescription: lookup('GENDER', genderCode),
    occupationDescription: lookup('OCCUPATION', occupationCode),
  };
}

const present = (value: string | number | null) => value !== null && value !== '';

/** The panel rows (001 s.3): the always-shown pairs, then the others only when both sides have a value. */
export function changeRows(before: ChangeSnapshot, after: ChangeSnapshot) {
  const row = (field: ChangeField) => ({
    field,
    before: before[field],
    after: after[field],
    changed: before[field] !== after[field],
  });
  return [
    ...CHANGE_ALWAYS.map(row),
    ...CHANGE_WHEN_BOTH.filter((f) => present(before[f]) && present(after[f])).map(row),
  ];
}

export function createCustomersService(db: Db, files: FileStore) {
  async function find(actor: Actor, code: string) {
    const found = await repo.findCustomer(db, actor.property.id, code);
    if (!found) throw new AppError('CU003');
    return found;
  }

  async function checkCodes(actor: Actor, input: Fields) {
    await assertLookups(
      db,
      actor.lang,
      Object.entries(CODE_LOOKUPS).map(([field, category]) => ({
        category,
        field,
        code: input[field as keyof typeof CODE_LOOKUPS],
      })),
    );
  }

  function toRow(c: repo.Customer, lang: Lang, units: string[], documentNo: string | null): CustomerRow {
    return {
      customerCode: c.code,
      customerName: customerNameOf(c, lang),
      customerType: c.customerType as CustomerType,
      ownerType: c.ownerType as OwnerType,
      taxId: c.taxId,
      passportId: c.passportId,
      mobileNo: c.mobileNo,
      email: c.email,
      units,
      active: c.active === 'N' ? 'N' : 'Y',
      documentNo,
    };
  }

  return {
    async search(actor: Actor, q: CustomerSearchBody) {
      const { rows, total } = await repo.searchCustomers(db, actor.property.id, q, q);
      const ids = rows.map((c) => c.id);
      const links = await repo.unitLinks(db, actor.property.id, ids, true);
      const changes = await repo.changesOf(db, actor.property.id, ids);
      const data = rows.map((c) =>
        toRow(
          c,
          actor.lang,
          links.filter((l) => l.customerId === c.id).map((l) => l.unitCode),
          changes.find((ch) => ch.customerId === c.id)?.documentNo ?? null,
        ),
      );
      return { rows: data, paging: { page: q.page, pageSize: q.pageSize, total } };
    },

    async detail(actor: Actor, code: string): Promise<CustomerDetail> {
      const c = await find(actor, code);
      const links = await repo.unitLinks(db, actor.property.id, [c.id]);
      const changes = await repo.changesOf(db, actor.property.id, [c.id]);
      const names = await lookupNames(db, LOOKUP_CATEGORIES, actor.lang);
      const english = actor.lang === 'en' && c.firstNameEn;
      return {
        ...toRow(
          c,
          actor.lang,
          links.filter((l) => l.endDate === null).map((l) => l.unitCode),
          changes[0]?.documentNo ?? null,
        ),
        firstname: english ? c.firstNameEn! : c.firstNameTh,
        lastname: (english ? c.lastNameEn : c.lastNameTh) ?? '',
        titleCode: c.titleCode,
        titleDescription: names('TITLE', c.titleCode),
        firstNameTh: c.firstNameTh,
        lastNameTh: c.lastNameTh,
        firstNameEn: c.firstNameEn,
        lastNameEn: c.lastNameEn,
        nameLocal: c.nameLocal,
        nationalityCode: c.nationalityCode,
        nationalityDescription: names('NATIONALITY', c.nationalityCode),
        genderCode: c.genderCode,
        genderDescription: names('GENDER', c.genderCode),
        dateOfBirth: c.dateOfBirth,
        occupationCode: c.occupationCode,
        occupationDescription: names('OCCUPATION', c.occupationCode),
        occupationText: c.occupationText,
        maritalStatusCode: c.maritalStatusCode,
        maritalStatusDescription: names('MARITAL_STATUS', c.maritalStatusCode),
        noOfChildren: c.noOfChildren,
        noOfFamilyMember: c.noOfFamilyMember,
        countryCode: c.countryCode,
        telephone: c.telephone,
        address: c.address,
        province: c.province,
        postalCode: c.postalCode,
        facebook: c.facebook,
        instagram: c.instagram,
        line: c.line,
        twitter: c.twitter,
        wechat: c.wechat,
        whatsapp: c.whatsapp,
        inactiveReason: c.inactiveReason,
        inactiveDate: c.inactiveAt?.toISOString() ?? null,
        unitLinks: links.map((l) => ({
          unitCode: l.unitCode,
          ownerType: l.ownerType as OwnerType,
          startDate: l.startDate,
          endDate: l.endDate,
        })),
        changes: changes.map((ch) => ({
          documentNo: ch.documentNo,
          createdBy: ch.createdByName,
          createdDate: ch.createdAt.toISOString(),
        })),
        createdDate: c.createdAt.toISOString(),
        updatedDate: c.updatedAt?.toISOString() ?? null,
      };
    },

    /** A new customer; without a code, the next C00001-style code (retried if another save took it meanwhile). */
    async save(actor: Actor, input: CustomerSave): Promise<{ customerCode: string; documentNo: null }> {
      await checkCodes(actor, input);
      const columns = columnsOf(input);
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db.transaction(async (tx) => {
            if (input.customerCode && (await repo.findCustomer(tx, actor.property.id, input.customerCode)))
              throw new AppError('CU001');
            if (columns.taxId && (await repo.customerWithTaxId(tx, actor.property.id, columns.taxId)))
              throw new AppError('CU002');
            const code =
              input.customerCode ??
              `C${String((await repo.lastGeneratedCode(tx, actor.property.id)) + 1).padStart(5, '0')}`;
            const id = await repo.insertCustomer(tx, { ...columns, propertyId: actor.property.id, code });
            await audit(tx, {
              userId: actor.user.id,
              propertyId: actor.property.id,
              action: 'create',
              entity: 'customer',
              entityId: id,
              after: { code, ...columns },
            });
            return { customerCode: code, documentNo: null };
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const constraint = violatedConstraint(error);
          if (constraint === 'customer_property_tax_id') throw new AppError('CU002');
          if (input.customerCode || attempt >= 4) throw new AppError('CU001');
        }
      }
    },

    /**
     * Saves the new values and writes the change record (before, after, editor, files) in one transaction. The
     * customer row is locked first, so two modifies one after the other each record what the other left.
     */
    async modify(
      actor: Actor,
      input: CustomerModify,
      uploads: Upload[],
    ): Promise<{ customerCode: string; documentNo: string }> {
      await checkCodes(actor, input);
      const columns = columnsOf(input);
      const written = await files.write(actor.property.id, FILE_FOLDERS.customerChange, actor.user, uploads);
      try {
        return await db.transaction(async (tx) => {
          const current = await repo.findCustomer(tx, actor.property.id, input.customerCode, { lock: true });
          if (!current) throw new AppError('CU003');
          if (
            columns.taxId &&
            (await repo.customerWithTaxId(tx, actor.property.id, columns.taxId, current.id))
          )
            throw new AppError('CU002');
          const before = await snapshotOf(tx, current);
          const after = await snapshotOf(tx, columns);
          const revision = current.revision + 1;
          const documentNo = `${current.code}-${String(revision).padStart(3, '0')}`;
          await repo.updateCustomer(tx, actor.property.id, current.id, { ...columns, revision });
          await repo.insertChange(tx, {
            propertyId: actor.property.id,
            customerId: current.id,
            documentNo,
            revision,
            before,
            after,
            createdBy: actor.user.id,
            createdByName: displayName(actor.user),
          });
          await files.record(tx, written.rows(documentNo));
          await audit(tx, {
            userId: actor.user.id,
            propertyId: actor.property.id,
            action: 'modify',
            entity: 'customer',
            entityId: current.id,
            before,
            after: { documentNo, ...after },
          });
          return { customerCode: current.code, documentNo };
        });
      } catch (error) {
        await written.discard();
        if (error instanceof AppError) throw error;
        if (isUniqueViolation(error))
          throw new AppError(violatedConstraint(error) === 'customer_property_tax_id' ? 'CU002' : 'CU007');
        throw error;
      }
    },

    /** Inactive customers stay in history and lists, but cannot be linked to a unit again until reactivated. */
    async setActive(actor: Actor, code: string, active: 'Y' | 'N', reason: string | null): Promise<void> {
      const c = await find(actor, code);
      if (active === 'N') {
        const current = await repo.unitLinks(db, actor.property.id, [c.id], true);
        if (current.length > 0) throw new AppError('CU005');
      }
      await db.transaction(async (tx) => {
        await repo.updateCustomer(tx, actor.property.id, c.id, {
          active,
          inactiveReason: active === 'N' ? reason : null,
          inactiveAt: active === 'N' ? new Date() : null,
        });
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: active === 'N' ? 'inactivate' : 'activate',
          entity: 'customer',
          entityId: c.id,
          before: { active: c.active, inactiveReason: c.inactiveReason },
          after: { active, inactiveReason: reason },
        });
      });
    },

    async change(actor: Actor, documentNo: string): Promise<CustomerChangeDetail> {
      const found = await repo.findChange(db, actor.property.id, documentNo.trim().toUpperCase());
      if (!found) throw new AppError('CU006');
      const names = await lookupNames(db, LOOKUP_CATEGORIES, actor.lang);
      const before = describe(found.change.before as StoredSnapshot, names);
      const after = describe(found.change.after as StoredSnapshot, names);
      return {
        documentNo: found.change.documentNo,
        customerCode: found.customerCode,
        before,
        after,
        rows: changeRows(before, after),
        createdBy: found.change.createdByName,
        createdDate: found.change.createdAt.toISOString(),
        customerFiles: await files.list(db, actor.property.id, FILE_FOLDERS.customerChange, [
          found.change.documentNo,
        ]),
      };
    },

    async lookup(
      actor: Actor,
      q: {
        keyword?: string | undefined;
        q?: string | undefined;
        unitCode?: string | undefined;
        ownerType?: string | undefined;
      },
    ) {
      const rows = await repo.lookupCustomers(db, actor.property.id, {
        keyword: q.keyword ?? q.q,
        unitCode: q.unitCode,
        ownerType: q.ownerType,
      });
      return rows.map((r) => ({
        customerCode: r.code,
        customerName: customerNameOf(r, actor.lang),
        ownerType: (r.linkOwnerType ?? r.customerOwnerType) as OwnerType,
        unitCode: r.unitCode,
      }));
    },
  };
}

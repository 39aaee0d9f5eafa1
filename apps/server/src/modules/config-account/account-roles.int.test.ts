import { ACCOUNT_ROLES, STANDARD_ACCOUNT_MAP } from '@suanklang/accounting';
import { decimalStringToSatang, satangToDecimalString } from '@suanklang/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog, property } from '../../platform/db/schema';
import { accountMapOf } from './account-map';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type RoleRow = {
  role: string;
  description: string;
  accountCode: string;
  accountDescription: string | null;
  defaultAccountCode: string;
  isDefault: boolean;
};

const RVS = { lang: 'EN', propertyCode: 'RVS' };
const list = async (as = 'viewer', query = 'propertyCode=RVS&lang=EN') =>
  t.call({ as, method: 'GET', url: `/config/account/roles?${query}` });
const put = (
  roles: { role: string; accountCode: string }[],
  as = 'accountant',
  scope: Record<string, string> = RVS,
) => t.call({ as, method: 'PUT', url: '/config/account/roles', payload: { ...scope, roles } });
const propertyId = async (code: string) =>
  (await t.database.db.select().from(property).where(eq(property.code, code)))[0]!.id;
const byRole = (rows: RoleRow[]) => Object.fromEntries(rows.map((r) => [r.role, r]));

/** A manual invoice for parking (AR_PARKING) and a key card (SERVICE: AR_OTHER), issued at once. */
const issueManual = () =>
  t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode: 'A0107',
      invoiceDate: '2031-03-03',
      dueDate: '2031-03-18',
      lines: [
        { expenseTypeCode: 'KC', description: 'บัตรผ่านเพิ่ม', quantity: '1', unitPrice: '150.00' },
        { expenseTypeCode: 'PK', description: 'ที่จอดรถเพิ่ม', quantity: '1', unitPrice: '1000.00' },
      ],
      issue: true,
    },
  });
const debitsOf = async (invoiceId: string) => {
  const detail = (
    await t.call({ as: 'viewer', method: 'GET', url: `/invoices/${invoiceId}?propertyCode=RVS&lang=EN` })
  ).json().data;
  const lines = detail.journals[0].lines as { accountCode: string; debit: string }[];
  // Receivable lines are one per invoice line: summed per account (in satang) for the comparison.
  const sums = new Map<string, number>();
  for (const l of lines)
    if (l.debit !== '0.00')
      sums.set(l.accountCode, (sums.get(l.accountCode) ?? 0) + decimalStringToSatang(l.debit));
  return [...sums].map(([code, satang]) => [code, satangToDecimalString(satang)]);
};

describe('posting accounts (account roles)', () => {
  it("lists every role with the standard account, in the caller's language", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as RoleRow[];
    expect(rows.map((r) => r.role)).toEqual([...ACCOUNT_ROLES]);
    expect(
      rows.every(
        (r) =>
          r.isDefault && r.accountCode === STANDARD_ACCOUNT_MAP[r.role as keyof typeof STANDARD_ACCOUNT_MAP],
      ),
    ).toBe(true);
    expect(byRole(rows).AR_OTHER).toEqual({
      role: 'AR_OTHER',
      description: 'Receivable - other',
      accountCode: '1126',
      accountDescription: 'Receivable - other',
      defaultAccountCode: '1126',
      isDefault: true,
    });
    const th = byRole((await list('viewer', 'propertyCode=RVS&lang=TH')).json().data as RoleRow[]);
    expect(th.CASH).toMatchObject({
      description: 'เงินสดในมือ',
      accountCode: '1111',
      accountDescription: 'เงินสดในมือ',
    });
  });

  it('saves a new receivable: accountMapOf and an issued invoice use it, with an audit row', async () => {
    const created = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/account/save',
      payload: {
        ...RVS,
        accountCode: '1127',
        nameTh: 'ลูกหนี้ค่าบริการ',
        nameEn: 'Receivable - services',
        category: 'ASSET',
        parentCode: '1120',
      },
    });
    expect(created.statusCode).toBe(201);
    const before = await issueManual();
    expect(await debitsOf(before.json().data.invoiceId)).toEqual([['1126', '1150.00']]);

    const res = await put([
      { role: 'AR_OTHER', accountCode: '1127' },
      { role: 'AR_PARKING', accountCode: '1127' },
    ]);
    expect(res.statusCode).toBe(200);
    const rows = byRole(res.json().data as RoleRow[]);
    expect(rows.AR_OTHER).toMatchObject({
      accountCode: '1127',
      accountDescription: 'Receivable - services',
      defaultAccountCode: '1126',
      isDefault: false,
    });
    expect(rows.AR_COMMON_FEE).toMatchObject({ accountCode: '1121', isDefault: true });

    const map = await accountMapOf(t.database.db, await propertyId('RVS'));
    expect(map).toMatchObject({ AR_OTHER: '1127', AR_PARKING: '1127', AR_COMMON_FEE: '1121' });
    const after = await issueManual();
    expect(after.statusCode).toBe(201);
    expect(await debitsOf(after.json().data.invoiceId)).toEqual([['1127', '1150.00']]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account_role_map'), eq(auditLog.entityId, 'RVS')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { AR_OTHER: '1126', AR_PARKING: '1126' },
      after: { AR_OTHER: '1127', AR_PARKING: '1127' },
    });
  });

  it('keeps a stored account from being renamed, and takes the standard account back', async () => {
    const check = (
      await t.call({
        as: 'viewer',
        method: 'GET',
        url: '/config/account/checkEditable/1127?propertyCode=RVS&lang=EN',
      })
    ).json().data;
    expect(check.editable).toBe(false);
    expect(check.usedBy).toContainEqual({
      kind: 'ACCOUNT_DOCUMENT',
      code: 'AR_OTHER',
      description: 'Receivable - other',
    });

    const res = await put([{ role: 'AR_PARKING', accountCode: '1126' }]);
    expect(res.statusCode).toBe(200);
    const rows = byRole(res.json().data as RoleRow[]);
    expect(rows.AR_PARKING).toMatchObject({ accountCode: '1126', isDefault: true });
    expect(rows.AR_OTHER).toMatchObject({ accountCode: '1127', isDefault: false });
  });

  it('refuses a header account, an unknown account and an unknown role with field errors, saving nothing', async () => {
    const id = await propertyId('RVS');
    const before = await accountMapOf(t.database.db, id);
    const header = await put([
      { role: 'CASH', accountCode: '1112' },
      { role: 'BANK', accountCode: '1110' },
      { role: 'AR_WATER', accountCode: '9999' },
    ]);
    expect(header.statusCode).toBe(400);
    expect(header.json()).toMatchObject({ code: 'ST205' });
    expect((header.json().fields as { path: string }[]).map((f) => f.path)).toEqual([
      'roles.1.accountCode',
      'roles.2.accountCode',
    ]);
    expect(header.json().fields[0].message).toBe('The selected account cannot be used here.');

    const role = await put([{ role: 'SLUSH_FUND', accountCode: '1112' }]);
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ code: 'ST001', fields: [{ path: 'roles.0.role', rule: 'oneOf' }] });

    const twice = await put([
      { role: 'CASH', accountCode: '1112' },
      { role: 'CASH', accountCode: '1111' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual([expect.objectContaining({ path: 'roles.1', rule: 'uniqueValue' })]);
    expect(await accountMapOf(t.database.db, id)).toEqual(before);
  });

  it('refuses an inactive account', async () => {
    const off = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/account/save',
      payload: {
        ...RVS,
        accountCode: '1128',
        nameTh: 'ลูกหนี้เลิกใช้',
        nameEn: 'Receivable - closed',
        category: 'ASSET',
        parentCode: '1120',
        active: 'N',
      },
    });
    expect(off.statusCode).toBe(201);
    const res = await put([{ role: 'AR_OTHER', accountCode: '1128' }]);
    expect(res.json()).toMatchObject({ code: 'ST205', fields: [{ path: 'roles.0.accountCode' }] });
  });

  it('lets the viewer read but not save', async () => {
    expect((await list('viewer')).statusCode).toBe(200);
    const res = await put([{ role: 'CASH', accountCode: '1112' }], 'viewer');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST005');
  });

  it("refuses another property and leaves that property's map alone", async () => {
    const res = await put([{ role: 'CASH', accountCode: '1112' }], 'accountant', {
      lang: 'EN',
      propertyCode: 'SKV',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST004');
    expect((await list('accountant', 'propertyCode=SKV&lang=EN')).statusCode).toBe(403);
    const skv = (await list('admin', 'propertyCode=SKV&lang=EN')).json().data as RoleRow[];
    expect(byRole(skv).AR_OTHER).toMatchObject({ accountCode: '1126', isDefault: true });
    expect(await accountMapOf(t.database.db, await propertyId('SKV'))).toEqual(STANDARD_ACCOUNT_MAP);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, as = 'viewer') => t.call({ as, method: 'GET', url });

describe('reference data: banks and branches', () => {
  it('lists the Thai banks by their Bank of Thailand codes, in Thai by default', async () => {
    const res = await get('/banks');
    expect(res.statusCode).toBe(200);
    const banks = res.json().data as { bankCode: string; bankName: string; shortName: string }[];
    expect(banks.length).toBeGreaterThanOrEqual(15);
    const codes = Object.fromEntries(banks.map((b) => [b.bankCode, b.shortName]));
    expect(codes).toMatchObject({
      '002': 'BBL',
      '004': 'KBANK',
      '006': 'KTB',
      '011': 'TTB',
      '014': 'SCB',
      '025': 'BAY',
      '030': 'GSB',
      '069': 'KKP',
    });
    expect(banks.find((b) => b.bankCode === '004')!.bankName).toBe('ธนาคารกสิกรไทย');
  });

  it('answers bank names in English when asked, without a property', async () => {
    const res = await get('/banks?lang=EN');
    expect(res.json().data.find((b: { bankCode: string }) => b.bankCode === '014').bankName).toBe(
      'Siam Commercial Bank',
    );
  });

  it('lists the branches of one bank with branchCode and branchName', async () => {
    const res = await get('/branches?bankCode=002&lang=EN');
    expect(res.statusCode).toBe(200);
    const branches = res.json().data as { bankCode: string; branchCode: string; branchName: string }[];
    expect(branches.length).toBeGreaterThanOrEqual(4);
    expect(branches.every((b) => b.bankCode === '002' && /^\d{4}$/.test(b.branchCode) && b.branchName)).toBe(
      true,
    );
  });

  it("refuses a malformed bank code in the caller's language", async () => {
    const th = await get('/branches?bankCode=ABC');
    expect(th.statusCode).toBe(400);
    expect(th.json().fields[0]).toMatchObject({ path: 'bankCode', rule: 'digits' });
    expect(th.json().fields[0].message).toMatch(/[\u0E00-\u0E7F]/);
    const en = await get('/branches?bankCode=&lang=EN');
    expect(en.json().fields[0]).toMatchObject({ path: 'bankCode', message: 'This field is required.' });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/banks' });
    expect(res.statusCode).toBe(401);
  });
});

describe('reference data: person lists, lookups and taxes', () => {
  it('answers titles, nationalities, genders, occupations and races', async () => {
    for (const [path, code] of [
      ['/masterdata/title', 'MR'],
      ['/masterdata/nationality', 'TH'],
      ['/masterdata/gender', 'F'],
      ['/masterdata/occupation', 'EMPLOYEE'],
      ['/masterdata/race', 'TH'],
    ] as const) {
      const res = await get(`${path}?lang=EN`);
      expect(res.statusCode).toBe(200);
      const row = (res.json().data as { code: string }[]).find((r) => r.code === code);
      expect(row).toMatchObject({
        code,
        description: expect.any(String),
        descriptionTh: expect.any(String),
        descriptionEn: expect.any(String),
      });
    }
  });

  it('answers every lookup category of 000 s.3 by code', async () => {
    for (const category of [
      'PROPERTY_FILE',
      'DOCUMENT_TYPE',
      'METER_TYPE',
      'VEHICLE_TYPE',
      'STICKER_TYPE',
      'SEGMENT',
      'PROPERTY_STATUS',
      'CANCEL_REASON',
      'CALC_UNIT_TYPE',
    ]) {
      const res = await get(`/masterdata/lookups?category=${category}`);
      expect(res.statusCode, category).toBe(200);
      expect(res.json().data.length, category).toBeGreaterThan(1);
    }
    const meters = await get('/masterdata/lookups?category=METER_TYPE&lang=EN');
    expect(meters.json().data.map((m: { code: string }) => m.code)).toEqual(['WATER', 'ELECTRIC']);
  });

  it('refuses an unknown lookup category', async () => {
    const res = await get('/masterdata/lookups?category=PETS&lang=EN');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'category', rule: 'oneOf' });
  });

  it('answers VAT and withholding-tax rates as exact text', async () => {
    const res = await get('/masterdata/tax?lang=EN');
    const taxes = res.json().data as { taxCode: string; taxType: string; taxRate: string }[];
    expect(taxes.find((x) => x.taxCode === 'VAT7')).toMatchObject({ taxType: 'VAT', taxRate: '7.00' });
    expect(taxes.filter((x) => x.taxType === 'WHT').map((x) => x.taxRate)).toEqual(
      expect.arrayContaining(['1.00', '2.00', '3.00', '5.00']),
    );
    const wht = await get('/masterdata/tax?taxType=WHT');
    expect(wht.json().data.every((x: { taxType: string }) => x.taxType === 'WHT')).toBe(true);
  });

  it('answers the active flag values', async () => {
    const res = await get('/masterdata/status?lang=EN');
    expect(res.json().data).toEqual([
      { code: 'Y', description: 'Active' },
      { code: 'N', description: 'Inactive' },
    ]);
  });
});

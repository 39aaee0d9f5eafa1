import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { cashReceipt } from '../../../test/receivables';
import { trialBalanceOff } from '../../../test/payables';
import { sqlState } from '../../platform/db/errors';
import { property } from '../../platform/db/schema';
import { propertySetting } from '../property-settings';
import { invoice, invoiceLine } from '../invoices';
import { surchargeCharge } from './surcharge.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
type Settings = {
  method: string;
  ratePerYear: string;
  overdueRatePerYear: string;
  overdueAfterMonths: number;
  higherRateAppliesTo: string;
  graceDays: number;
};
const DEMO_SETTINGS: Settings = {
  method: 'DAILY_365',
  ratePerYear: '12.00',
  overdueRatePerYear: '20.00',
  overdueAfterMonths: 6,
  higherRateAppliesTo: 'OLDER_PART',
  graceDays: 0,
};

/** An issued invoice with a common fee line (and optionally another charge that bears no surcharge). */
async function issue(
  unitCode: string,
  invoiceDate: string,
  dueDate: string,
  commonFee = '1000.00',
  other?: string,
) {
  const lines = [{ expenseTypeCode: 'CF', description: 'ค่าส่วนกลาง', quantity: '1', unitPrice: commonFee }];
  if (other) lines.push({ expenseTypeCode: 'PK', description: 'ที่จอดรถ', quantity: '1', unitPrice: other });
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: { ...RVS, unitCode, invoiceDate, dueDate, lines, issue: true },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { invoiceId: string; invoiceNo: string };
}

const preview = (asOf: string, as = 'viewer', propertyCode = 'RVS', lang = 'EN', unitCode?: string) =>
  t.call({
    as,
    method: 'GET',
    url: `/invoices/surcharge?${new URLSearchParams({ lang, propertyCode, asOf, ...(unitCode ? { unitCode } : {}) }).toString()}`,
  });
const create = (body: Record<string, unknown>, as = 'accountant', url = '/invoices/surcharge') =>
  t.call({ as, method: 'POST', url, payload: { ...RVS, ...body } });

type UnitRow = {
  unitCode: string;
  amount: string;
  total: string;
  invoices: {
    invoiceNo: string;
    principal: string;
    owed: string;
    from: string;
    to: string;
    days: number;
    amount: string;
    lines: unknown[];
  }[];
};
/** The unit's own preview, with its invoices; checked against its row in the whole preview (no invoices). */
async function unitIn(asOf: string, unitCode: string): Promise<UnitRow | undefined> {
  const [whole, one] = [await preview(asOf), await preview(asOf, 'viewer', 'RVS', 'EN', unitCode)];
  expect([whole.statusCode, one.statusCode]).toEqual([200, 200]);
  const row = (whole.json().data.units as (UnitRow & { invoiceCount: number })[]).find(
    (u) => u.unitCode === unitCode,
  );
  const units = one.json().data.units as (UnitRow & { invoiceCount: number })[];
  expect(units.length).toBeLessThanOrEqual(1);
  const unit = units[0];
  expect(row && { ...row, invoices: unit?.invoices }).toEqual(unit);
  if (row) expect(row).not.toHaveProperty('invoices');
  if (unit) expect(unit.invoiceCount).toBe(unit.invoices.length);
  return unit;
}

/** The RVS settings form as it is, with other surcharge settings (undefined: none). */
async function setSurcharge(surcharge: Settings | undefined) {
  const current = (
    await t.call({ as: 'manager', method: 'GET', url: '/properties/detail?propertyCode=RVS' })
  ).json().data;
  const {
    nameTh,
    nameEn,
    propertyType,
    vatRegistered,
    taxId,
    branchNo,
    addressTh,
    addressEn,
    phone,
    email,
    billerId,
  } = current;
  const res = await t.call({
    as: 'manager',
    method: 'PUT',
    url: '/properties/modify',
    payload: {
      propertyCode: 'RVS',
      nameTh,
      nameEn,
      propertyType,
      vatRegistered,
      taxId,
      branchNo,
      addressTh,
      addressEn,
      phone,
      email,
      billerId,
      ...(surcharge ? { surcharge } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
}

const surchargeInvoices = async () =>
  (await t.database.db.select({ id: invoice.id }).from(invoice).where(eq(invoice.source, 'SURCHARGE')))
    .length;
const chargeRows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(surchargeCharge))[0]!.n;
const detail = async (id: string, lang = 'EN') =>
  (await t.call({ as: 'viewer', method: 'GET', url: `/invoices/${id}?propertyCode=RVS&lang=${lang}` })).json()
    .data;
/** A document's PDF read back as text, printed in `docLang`, its lines joined by spaces. */
async function printed(path: string, docLang: 'th' | 'en') {
  const res = await t.call({
    as: 'viewer',
    method: 'GET',
    url: `${path}?propertyCode=RVS&lang=EN&docLang=${docLang}`,
  });
  expect(res.statusCode).toBe(200);
  // A long description wraps in its column: read as one line.
  return (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
}

const SURCHARGE_TYPE = {
  ...RVS,
  expenseTypeCode: 'SC',
  nameTh: 'เงินเพิ่ม',
  nameEn: 'Late-payment surcharge',
  category: 'SURCHARGE',
  calcKind: 'FIXED',
  rate: '0',
  billingCycle: 'MONTHLY',
  incomeAccountCode: '4140',
  autoBill: 'N',
};

describe('surcharge preconditions', () => {
  it('refuses incomplete settings (IN008) and, without a SURCHARGE expense type, creation (IN009)', async () => {
    // The demo village has only a method, a rate and grace days: incomplete.
    const village = await preview('2026-03-03', 'admin', 'SKV');
    expect(village.statusCode).toBe(409);
    expect(village.json()).toMatchObject({ code: 'IN008' });

    // The demo's surcharge type, switched off: without an active SURCHARGE type nothing can be created.
    const off = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/expense/save',
      payload: { ...SURCHARGE_TYPE, originalCode: 'SC', active: 'N' },
    });
    expect(off.statusCode).toBe(200);
    await issue('A0110', '2026-01-05', '2026-01-31');
    const before = await preview('2026-03-03');
    expect(before.json().data).toMatchObject({ expenseTypeCode: null, settings: DEMO_SETTINGS });
    const noType = await create({
      asOf: '2026-03-03',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-20',
      unitCodes: ['A0110'],
    });
    expect(noType.statusCode).toBe(409);
    expect(noType.json()).toMatchObject({
      code: 'IN009',
      message: 'There is no active expense type of category Surcharge; add one in the expense type settings.',
    });

    await setSurcharge(undefined);
    try {
      const missing = await preview('2026-03-03', 'viewer', 'RVS', 'TH');
      expect(missing.statusCode).toBe(409);
      expect(missing.json()).toMatchObject({ code: 'IN008', message: expect.stringContaining('เงินเพิ่ม') });
      expect(
        (await create({ asOf: '2026-03-03', invoiceDate: '2026-03-05', dueDate: '2026-03-20' })).json().code,
      ).toBe('IN008');
    } finally {
      await setSurcharge(DEMO_SETTINGS);
    }
    // A condominium's higher rate from 3 months runs nothing: the settings refuse it (Condominium Act s.18/1,
    // property-settings test), so it is written to the database here, as a setting stored before the rule.
    const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    await t.database.db
      .update(propertySetting)
      .set({
        surcharge: {
          ...DEMO_SETTINGS,
          overdueAfterMonths: 3,
        } as typeof propertySetting.$inferInsert.surcharge,
      })
      .where(eq(propertySetting.propertyId, rvs!.id));
    try {
      expect((await preview('2026-03-03')).json().code).toBe('IN008');
    } finally {
      await setSurcharge(DEMO_SETTINGS);
    }
    expect(await surchargeInvoices()).toBe(0);

    // Switched back on, the type is used.
    const type = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/config/expense/save',
      payload: { ...SURCHARGE_TYPE, originalCode: 'SC', active: 'Y' },
    });
    expect(type.statusCode).toBe(200);
    expect((await preview('2026-03-03')).json().data.expenseTypeCode).toBe('SC');
  });
});

describe('surcharge run', () => {
  it('previews 12%/yr DAILY_365 on the unpaid common fee: 1,000.00 overdue 31 days is 10.19', async () => {
    // The parking line (500.00) bears no surcharge: only the common fee does.
    const overdue = await issue('A0101', '2026-01-05', '2026-01-31', '1000.00', '500.00');
    const unit = await unitIn('2026-03-03', 'A0101');
    expect(unit).toMatchObject({
      amount: '10.19',
      vat: '0.00',
      total: '10.19',
      customerCode: expect.any(String),
    });
    expect(unit!.invoices).toEqual([
      {
        invoiceId: overdue.invoiceId,
        invoiceNo: overdue.invoiceNo,
        invoiceDate: '2026-01-05',
        dueDate: '2026-01-31',
        principal: '1000.00',
        owed: '1000.00',
        from: '2026-02-01',
        to: '2026-03-03',
        days: 31,
        amount: '10.19',
        lines: [
          {
            from: '2026-02-01',
            to: '2026-03-03',
            days: 31,
            principal: '1000.00',
            ratePerYear: '12.00',
            amount: '10.19',
          },
        ],
      },
    ]);
  });

  it('creates an issued surcharge invoice with a balanced journal (Dr 1125 / Cr 4140); a re-run creates nothing', async () => {
    const overdue = (await unitIn('2026-03-03', 'A0101'))!.invoices[0]!;
    const res = await create({
      asOf: '2026-03-03',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-20',
      unitCodes: ['a0101'],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      invoiceCount: 1,
      grandTotal: '10.19',
      invoices: [{ unitCode: 'A0101', grandTotal: '10.19' }],
    });
    expect(created.invoices[0].invoiceNo).toMatch(/^IN6903\d{5}$/);

    const d = await detail(created.invoices[0].invoiceId);
    expect(d).toMatchObject({
      source: 'SURCHARGE',
      status: 'ISSUED',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-20',
      grandTotal: '10.19',
    });
    expect(d.lines).toEqual([
      expect.objectContaining({
        category: 'SURCHARGE',
        expenseTypeCode: 'SC',
        description: `เงินเพิ่ม ${overdue.invoiceNo} (01/02/2569-03/03/2569)`,
        grandTotal: '10.19',
      }),
    ]);
    // Stored in Thai; read in English on an English screen and an English PDF, with common-era dates.
    const thai = `เงินเพิ่ม ${overdue.invoiceNo} (01/02/2569-03/03/2569)`;
    const english = `Surcharge on ${overdue.invoiceNo} (01/02/2026-03/03/2026)`;
    expect(d.lines[0]).toMatchObject({
      displayDescription: english,
      expenseTypeDescription: 'Late-payment surcharge',
    });
    expect((await detail(d.invoiceId, 'TH')).lines[0]).toMatchObject({
      description: thai,
      displayDescription: thai,
      expenseTypeDescription: 'เงินเพิ่ม',
    });
    const pdfEn = await printed(`/invoices/${d.invoiceId}/print`, 'en');
    expect(pdfEn).toContain(english);
    expect(pdfEn).not.toContain('เงินเพิ่ม');
    const pdfTh = await printed(`/invoices/${d.invoiceId}/print`, 'th');
    expect(pdfTh).toContain(thai);
    expect(pdfTh).not.toContain('Surcharge on');

    const journal = d.journals[0].lines as { accountCode: string; debit: string; credit: string }[];
    expect(journal).toEqual([
      expect.objectContaining({ accountCode: '1125', debit: '10.19', credit: '0.00' }),
      expect.objectContaining({ accountCode: '4140', debit: '0.00', credit: '10.19' }),
    ]);

    const again = await create({
      asOf: '2026-03-03',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-20',
      unitCodes: ['A0101'],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ invoiceCount: 0, grandTotal: '0.00', invoices: [] });
    // The whole-property preview reads the charged days too: A0101 owes nothing more as of the same day.
    const whole = (await preview('2026-03-03')).json().data;
    expect(whole.units.map((u: { unitCode: string }) => u.unitCode)).not.toContain('A0101');
    const viaV1 = await create(
      { asOf: '2026-03-03', invoiceDate: '2026-03-05', dueDate: '2026-03-20' },
      'accountant',
      '/api/v1/invoices',
    );
    expect(viaV1.json().data.invoices.map((i: { unitCode: string }) => i.unitCode)).not.toContain('A0101');
    expect(await unitIn('2026-03-03', 'A0101')).toBeUndefined();
  });

  it('charges only the new days on a later run (POST /api/v1/invoices), never the surcharge invoice itself', async () => {
    const overdue = (
      await t.database.db
        .select()
        .from(invoice)
        .where(and(eq(invoice.source, 'MANUAL'), eq(invoice.dueDate, '2026-01-31')))
    ).find((i) => i.grandTotal === '1500.00')!;
    // 4 to 31 March, 28 days: 1000 x 0.12 x 28/365 = 9.2055
    const unit = await unitIn('2026-03-31', 'A0101');
    expect(unit!.invoices.map((i) => [i.invoiceNo, i.from, i.to, i.days, i.amount])).toEqual([
      [overdue.invoiceNo, '2026-03-04', '2026-03-31', 28, '9.21'],
    ]);
    const res = await create(
      { asOf: '2026-03-31', invoiceDate: '2026-04-01', dueDate: '2026-04-15', unitCodes: ['A0101'] },
      'accountant',
      '/api/v1/invoices',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ invoiceCount: 1, grandTotal: '9.21' });
    const d = await detail(res.json().data.invoices[0].invoiceId);
    expect(d.lines.map((l: { description: string }) => l.description)).toEqual([
      `เงินเพิ่ม ${overdue.invoiceNo} (04/03/2569-31/03/2569)`,
    ]);
    const rows = await t.database.db
      .select()
      .from(surchargeCharge)
      .where(eq(surchargeCharge.invoiceId, overdue.id));
    expect(rows.map((r) => [r.chargedFrom, r.chargedTo, r.principal, r.amount]).sort()).toEqual([
      ['2026-02-01', '2026-03-03', '1000.00', '10.19'],
      ['2026-03-04', '2026-03-31', '1000.00', '9.21'],
    ]);
  });

  it('charges the unpaid part only: grandTotal - paid - credited of the common fee lines', async () => {
    const part = await issue('A0104', '2026-01-05', '2026-01-31');
    await t.database.db
      .update(invoiceLine)
      .set({ paidAmount: '300.00', creditedAmount: '100.00' })
      .where(eq(invoiceLine.invoiceId, part.invoiceId));
    await t.database.db
      .update(invoice)
      .set({ paidAmount: '300.00', creditedAmount: '100.00' })
      .where(eq(invoice.id, part.invoiceId));
    const paid = await issue('A0104', '2026-01-06', '2026-01-31');
    await t.database.db
      .update(invoiceLine)
      .set({ paidAmount: '1000.00' })
      .where(eq(invoiceLine.invoiceId, paid.invoiceId));
    await t.database.db.update(invoice).set({ paidAmount: '1000.00' }).where(eq(invoice.id, paid.invoiceId));
    // 600 x 0.12 x 31/365 = 6.1151
    const unit = await unitIn('2026-03-03', 'A0104');
    expect(unit!.invoices.map((i) => [i.invoiceNo, i.principal, i.amount])).toEqual([
      [part.invoiceNo, '600.00', '6.12'],
    ]);
  });

  it('charges nothing within the grace days, then counts from the day after the due date', async () => {
    await issue('A0102', '2026-01-05', '2026-01-31');
    await setSurcharge({ ...DEMO_SETTINGS, graceDays: 10 });
    try {
      expect(await unitIn('2026-02-10', 'A0102')).toBeUndefined();
      const none = await create({
        asOf: '2026-02-10',
        invoiceDate: '2026-02-10',
        dueDate: '2026-02-25',
        unitCodes: ['A0102'],
      });
      expect(none.json().data.invoiceCount).toBe(0);
      // 11 days from 1 February: 1000 x 0.12 x 11/365 = 3.6164
      const unit = await unitIn('2026-02-11', 'A0102');
      expect(unit!.invoices.map((i) => [i.from, i.to, i.days, i.amount])).toEqual([
        ['2026-02-01', '2026-02-11', 11, '3.62'],
      ]);
    } finally {
      await setSurcharge(DEMO_SETTINGS);
    }
  });

  it('switches to 20% six months after the due date (OLDER_PART)', async () => {
    await issue('A0103', '2025-07-01', '2025-07-31');
    const unit = await unitIn('2026-02-28', 'A0103');
    // 1 Aug - 30 Jan, 183 days: 1000 x 0.12 x 183/365 = 60.1644; 31 Jan - 28 Feb, 29 days: 1000 x 0.20 x 29/365 = 15.8904
    expect(unit!.invoices[0]!.lines).toEqual([
      {
        from: '2025-08-01',
        to: '2026-01-30',
        days: 183,
        principal: '1000.00',
        ratePerYear: '12.00',
        amount: '60.16',
      },
      {
        from: '2026-01-31',
        to: '2026-02-28',
        days: 29,
        principal: '1000.00',
        ratePerYear: '20.00',
        amount: '15.89',
      },
    ]);
    expect(unit!.amount).toBe('76.05');
    const res = await create({
      asOf: '2026-02-28',
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-15',
      unitCodes: ['A0103'],
    });
    expect(res.json().data).toMatchObject({ invoiceCount: 1, grandTotal: '76.05' });
  });

  it('applies 20% to the whole debt once the oldest is six months overdue (WHOLE_DEBT)', async () => {
    await issue('A0105', '2025-07-01', '2025-07-31');
    const recent = await issue('A0105', '2026-01-05', '2026-01-31');
    const recentOf = (u: UnitRow | undefined) => u!.invoices.find((i) => i.invoiceNo === recent.invoiceNo)!;
    // 1 Feb - 2 Mar, 30 days. OLDER_PART: 1000 x 0.12 x 30/365 = 9.8630
    expect(recentOf(await unitIn('2026-03-02', 'A0105')).amount).toBe('9.86');
    await setSurcharge({ ...DEMO_SETTINGS, higherRateAppliesTo: 'WHOLE_DEBT' });
    try {
      // WHOLE_DEBT: 1000 x 0.20 x 30/365 = 16.4384
      expect(recentOf(await unitIn('2026-03-02', 'A0105')).lines).toEqual([
        {
          from: '2026-02-01',
          to: '2026-03-02',
          days: 30,
          principal: '1000.00',
          ratePerYear: '20.00',
          amount: '16.44',
        },
      ]);
    } finally {
      await setSurcharge(DEMO_SETTINGS);
    }
  });

  it('charges 1% a month of a whole month under MONTHLY_RATE', async () => {
    await issue('A0108', '2026-01-05', '2026-01-31');
    await setSurcharge({ ...DEMO_SETTINGS, method: 'MONTHLY_RATE' });
    try {
      // All of February: 1000 x 12% / 12 x 28/28 = 10.00
      expect((await unitIn('2026-02-28', 'A0108'))!.invoices.map((i) => [i.days, i.amount])).toEqual([
        [28, '10.00'],
      ]);
    } finally {
      await setSurcharge(DEMO_SETTINGS);
    }
  });

  it('charges the days once when two runs start at the same time', async () => {
    const overdue = await issue('A0106', '2026-01-05', '2026-01-31');
    const body = {
      asOf: '2026-03-03',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-20',
      unitCodes: ['A0106'],
    };
    const results = await Promise.all([create(body), create(body)]);
    const counts = results.map((r) =>
      r.statusCode === 409 ? (expect(r.json().code).toBe('IN011'), 0) : r.json().data.invoiceCount,
    );
    expect(counts.sort()).toEqual([0, 1]);
    const rows = await t.database.db
      .select()
      .from(surchargeCharge)
      .where(eq(surchargeCharge.invoiceId, overdue.invoiceId));
    expect(rows).toHaveLength(1);
  });

  it('guards the charged days in the database as well: an overlapping period is refused', async () => {
    const [row] = await t.database.db.select().from(surchargeCharge).limit(1);
    const overlapping = { ...row!, chargedFrom: '2026-02-15', chargedTo: '2026-02-20' };
    const stateOf = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (error: unknown) => sqlState(error),
      );
    expect(await stateOf(t.database.db.insert(surchargeCharge).values(overlapping))).toBe('23P01');
    expect(
      await stateOf(t.database.db.insert(surchargeCharge).values({ ...row!, chargedTo: '2027-01-01' })),
    ).toBe('23P01');
  });
});

describe('surcharge rights and input', () => {
  it('lets the viewer preview but not create', async () => {
    expect((await preview('2026-03-03')).statusCode).toBe(200);
    const res = await create(
      { asOf: '2026-03-03', invoiceDate: '2026-03-05', dueDate: '2026-03-20' },
      'viewer',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ST005');
    expect(
      (
        await create(
          { asOf: '2026-03-03', invoiceDate: '2026-03-05', dueDate: '2026-03-20' },
          'viewer',
          '/api/v1/invoices',
        )
      ).statusCode,
    ).toBe(403);
  });

  it("refuses another property's unit codes, and saves nothing", async () => {
    await issue('A0107', '2026-01-05', '2026-01-31');
    const [invoices, charges] = [await surchargeInvoices(), await chargeRows()];
    const other = await create({
      asOf: '2026-03-03',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-20',
      unitCodes: ['A0107', 'H001'],
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      code: 'IN010',
      message: 'One or more of the selected units are not in this property.',
    });
    expect([await surchargeInvoices(), await chargeRows()]).toEqual([invoices, charges]);
    // The other property's own call is refused outright to an accountant of RVS.
    const skv = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/surcharge',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        asOf: '2026-03-03',
        invoiceDate: '2026-03-05',
        dueDate: '2026-03-20',
      },
    });
    expect(skv.statusCode).toBe(403);
  });

  it('answers 400 with catalogue rules for bad input, and saves nothing', async () => {
    const [invoices, charges] = [await surchargeInvoices(), await chargeRows()];
    const notDate = await preview('2026-02-30');
    expect(notDate.statusCode).toBe(400);
    expect(notDate.json().fields).toEqual([expect.objectContaining({ path: 'asOf', rule: 'date' })]);
    expect((await preview('yesterday')).json().fields[0]).toMatchObject({ path: 'asOf', rule: 'date' });

    const dates = await create({
      lang: 'TH',
      asOf: '2026-03-03',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-04',
      unitCodes: ['A0107'],
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().fields).toEqual([
      { path: 'dueDate', rule: 'invoiceDateAfterDueDate', message: expect.stringMatching(/\S/) },
    ]);
    const late = await create({
      asOf: '2026-03-06',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-20',
      unitCodes: ['A0107'],
    });
    expect(late.json().fields).toEqual([
      { path: 'asOf', rule: 'before', message: 'The date must be before 06/03/2026.' },
    ]);
    const future = await create({
      asOf: '2099-01-01',
      invoiceDate: '2099-01-01',
      dueDate: '2099-01-15',
      unitCodes: ['A0107'],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual([
      {
        path: 'asOf',
        rule: 'before',
        message: expect.stringMatching(/^The date must be before \d\d\/\d\d\/\d{4}\.$/),
      },
    ]);
    expect((await preview('2099-01-01')).statusCode).toBe(200);
    const bad = await create({ asOf: 'x', invoiceDate: '', unitCodes: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string; rule: string }) => [f.path, f.rule])).toEqual(
      expect.arrayContaining([
        ['asOf', 'date'],
        ['invoiceDate', 'required'],
        ['dueDate', 'required'],
        ['unitCodes', 'selectAtLeastOneItem'],
      ]),
    );
    expect([await surchargeInvoices(), await chargeRows()]).toEqual([invoices, charges]);
  });

  it('lists at most `limit` units (200 by default) and says more were left out; counts and totals cover all', async () => {
    await issue('A0108', '2026-01-05', '2026-01-31', '800.00');
    await issue('A0109', '2026-01-05', '2026-01-31', '900.00');
    const page = (limit?: string) =>
      t.call({
        as: 'viewer',
        method: 'GET',
        url: `/invoices/surcharge?${new URLSearchParams({ ...RVS, asOf: '2026-03-03', ...(limit ? { limit } : {}) }).toString()}`,
      });
    const all = (await page()).json().data;
    expect(all.unitCount).toBeGreaterThanOrEqual(2);
    expect(all.units).toHaveLength(all.unitCount);
    expect(all.more).toBe(false);

    const first = (await page('1')).json().data;
    expect(first.units).toHaveLength(1);
    expect(first.more).toBe(true);
    // The first unit by code, as in the whole list; the counts and totals are those of every unit.
    expect(first.units[0]).toEqual(all.units[0]);
    for (const key of ['unitCount', 'invoiceCount', 'amount', 'vat', 'grandTotal'])
      expect([key, first[key]]).toEqual([key, all[key]]);

    const exact = (await page(String(all.unitCount))).json().data;
    expect([exact.units.length, exact.more]).toEqual([all.unitCount, false]);

    for (const bad of ['0', '201', 'x', '1.5']) {
      const res = await page(bad);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json().fields[0]).toMatchObject({ path: 'limit' });
    }
  });

  it('previews one unit with its invoices, and refuses a unit the property does not have', async () => {
    const whole = (await preview('2026-03-03')).json().data;
    const [first] = whole.units;
    const one = (await preview('2026-03-03', 'viewer', 'RVS', 'EN', first.unitCode)).json().data;
    expect(one.units).toHaveLength(1);
    expect(one.units[0].invoices).toHaveLength(first.invoiceCount);
    expect([one.unitCount, one.invoiceCount, one.grandTotal]).toEqual([1, first.invoiceCount, first.total]);
    // A unit code of another property (the village's) or of none: IN010, nothing of the other property shown.
    const villageUnit = await t.database.db.execute(sql`
      select u.code from unit u join property p on p.id = u.property_id
       where p.code = 'SKV' and u.code not in (select code from unit where property_id = (select id from property where code = 'RVS'))
       limit 1`);
    const villageCode = (villageUnit as { rows: { code: string }[] }).rows[0]!.code;
    for (const code of [villageCode, 'NO-SUCH']) {
      const res = await preview('2026-03-03', 'viewer', 'RVS', 'EN', code);
      expect([code, res.statusCode, res.json().code]).toEqual([code, 404, 'IN010']);
    }
    expect((await preview('2026-03-03', 'viewer', 'RVS', 'EN', 'a b')).statusCode).toBe(400);
  });
});

describe('surcharge on late payments (issue 21)', () => {
  const rvsId = async () =>
    (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
  /** A receipt paying `amount` of the invoice in cash on `date`, at RVS unless told. */
  async function pay(
    unitCode: string,
    invoiceNo: string,
    amount: string,
    date: string,
    propertyCode = 'RVS',
  ) {
    const res = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/receipts/save',
      payload: {
        lang: 'EN',
        propertyCode,
        idempotencyKey: randomUUID(),
        unitCode,
        receiptType: '1',
        receiptDate: date,
        invoices: [{ invoiceNo, payAmount: amount }],
        deductions: [],
        transactions: [{ type: 'cash', price: amount, accountCode: '1111' }],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { receiptId: string };
  }
  const cancelReceipt = async (receiptId: string) => {
    const res = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/receipts/cancel',
      payload: { ...RVS, receiptId, reason: 'cheque returned' },
    });
    expect(res.statusCode).toBe(200);
  };
  const run = async (unitCode: string, asOf: string) => {
    const res = await create({ asOf, invoiceDate: asOf, dueDate: asOf, unitCodes: [unitCode] });
    expect([200, 201]).toContain(res.statusCode);
    return res.json().data as { invoiceCount: number; grandTotal: string; invoices: { invoiceId: string }[] };
  };
  const charged = async (invoiceId: string) =>
    (await t.database.db.select().from(surchargeCharge).where(eq(surchargeCharge.invoiceId, invoiceId)))
      .map((r) => [r.chargedFrom, r.chargedTo, r.principal, r.amount])
      .sort();

  it('charges an invoice paid in full 80 days late on the next run, shown in the preview first, and only once', async () => {
    const late = await issue('B0301', '2026-01-05', '2026-01-31');
    await pay('B0301', late.invoiceNo, '1000.00', '2026-04-21');
    // 1 Feb - 21 Apr, 80 days on 1,000.00: 1000 x 0.12 x 80/365 = 26.3014
    const unit = await unitIn('2026-05-31', 'B0301');
    expect(unit).toMatchObject({ amount: '26.30', invoiceCount: 1 });
    expect(unit!.invoices[0]).toMatchObject({
      invoiceNo: late.invoiceNo,
      principal: '1000.00',
      owed: '0.00',
      from: '2026-02-01',
      to: '2026-04-21',
      days: 80,
      amount: '26.30',
    });
    const whole = (await preview('2026-05-31')).json().data;
    expect(whole.units.find((u: { unitCode: string }) => u.unitCode === 'B0301')).toMatchObject({
      invoiceCount: 1,
      amount: '26.30',
    });

    const first = await run('B0301', '2026-05-31');
    expect(first).toMatchObject({ invoiceCount: 1, grandTotal: '26.30' });
    const d = await detail(first.invoices[0]!.invoiceId);
    expect(d.lines.map((l: { description: string }) => l.description)).toEqual([
      `เงินเพิ่ม ${late.invoiceNo} (01/02/2569-21/04/2569)`,
    ]);
    expect(await charged(late.invoiceId)).toEqual([['2026-02-01', '2026-04-21', '1000.00', '26.30']]);

    // Nothing twice: the same day, a later day, the preview.
    expect((await run('B0301', '2026-05-31')).invoiceCount).toBe(0);
    expect((await run('B0301', '2026-06-30')).invoiceCount).toBe(0);
    expect(await unitIn('2026-06-30', 'B0301')).toBeUndefined();
    expect(await charged(late.invoiceId)).toHaveLength(1);
  });

  it('charges nothing on an invoice paid in full within grace, nor on one paid on time', async () => {
    const onTime = await issue('B0306', '2026-01-05', '2026-01-31');
    await pay('B0306', onTime.invoiceNo, '1000.00', '2026-01-31');
    const inGrace = await issue('B0306', '2026-02-05', '2026-02-28');
    await pay('B0306', inGrace.invoiceNo, '1000.00', '2026-03-05');
    const previewed = await unitIn('2026-05-31', 'B0306');
    // Without grace, the 5 days of March are charged: 1000 x 0.12 x 5/365 = 1.6438
    expect(previewed!.invoices.map((i) => [i.invoiceNo, i.days, i.amount])).toEqual([
      [inGrace.invoiceNo, 5, '1.64'],
    ]);
    await setSurcharge({ ...DEMO_SETTINGS, graceDays: 5 });
    try {
      expect(await unitIn('2026-05-31', 'B0306')).toBeUndefined();
      expect((await run('B0306', '2026-05-31')).invoiceCount).toBe(0);
    } finally {
      await setSurcharge(DEMO_SETTINGS);
    }
    // Days a run found free under the settings then in force are not read again when the settings change.
    expect(await unitIn('2026-05-31', 'B0306')).toBeUndefined();
  });

  it('charges partial payments each day on what was unpaid that day, across runs', async () => {
    const inv = await issue('B0302', '2026-01-05', '2026-01-31');
    // 28 days of February on 1,000.00: 9.2055
    expect((await run('B0302', '2026-02-28')).grandTotal).toBe('9.21');
    await pay('B0302', inv.invoiceNo, '400.00', '2026-03-10');
    await pay('B0302', inv.invoiceNo, '300.00', '2026-04-05');
    const unit = await unitIn('2026-04-30', 'B0302');
    expect(unit!.invoices[0]).toMatchObject({ principal: '1000.00', owed: '300.00', from: '2026-03-01' });
    expect(
      unit!.invoices[0]!.lines.map((l) => {
        const { from, to, days, principal, amount } = l as Record<string, unknown>;
        return [from, to, days, principal, amount];
      }),
    ).toEqual([
      // 1000 x 0.12 x 10/365 = 3.2877; 600 x 0.12 x 26/365 = 5.1288; 300 x 0.12 x 25/365 = 2.4658
      ['2026-03-01', '2026-03-10', 10, '1000.00', '3.29'],
      ['2026-03-11', '2026-04-05', 26, '600.00', '5.13'],
      ['2026-04-06', '2026-04-30', 25, '300.00', '2.47'],
    ]);
    expect((await run('B0302', '2026-04-30')).grandTotal).toBe('10.89');
    // The rest paid on 15 May: 1-15 May on 300.00, 300 x 0.12 x 15/365 = 1.4795, then nothing more.
    await pay('B0302', inv.invoiceNo, '300.00', '2026-05-15');
    expect((await run('B0302', '2026-05-31')).grandTotal).toBe('1.48');
    expect((await run('B0302', '2026-06-30')).invoiceCount).toBe(0);
    expect(await charged(inv.invoiceId)).toEqual([
      ['2026-02-01', '2026-02-28', '1000.00', '9.21'],
      ['2026-03-01', '2026-03-10', '1000.00', '3.29'],
      ['2026-03-11', '2026-04-05', '600.00', '5.13'],
      ['2026-04-06', '2026-04-30', '300.00', '2.47'],
      ['2026-05-01', '2026-05-15', '300.00', '1.48'],
    ]);
  });

  it('after a cancelled receipt charges the days not charged yet on the whole amount, keeping the days charged', async () => {
    const whole = await issue('B0303', '2026-01-05', '2026-01-31');
    const full = await pay('B0303', whole.invoiceNo, '1000.00', '2026-02-20');
    // 1-20 Feb on 1,000.00: 6.5753
    expect((await run('B0303', '2026-02-28')).grandTotal).toBe('6.58');
    await cancelReceipt(full.receiptId);
    // Unpaid again: 21 Feb - 31 Mar, 39 days on 1,000.00: 12.8219; 1-20 Feb not again.
    const unit = await unitIn('2026-03-31', 'B0303');
    expect(unit!.invoices.map((i) => [i.from, i.to, i.days, i.principal, i.amount])).toEqual([
      ['2026-02-21', '2026-03-31', 39, '1000.00', '12.82'],
    ]);
    expect((await run('B0303', '2026-03-31')).grandTotal).toBe('12.82');

    const part = await issue('B0304', '2026-01-05', '2026-01-31');
    const partial = await pay('B0304', part.invoiceNo, '600.00', '2026-02-10');
    // 1-10 Feb on 1,000.00 (3.2877) and 11-28 Feb on 400.00 (400 x 0.12 x 18/365 = 2.3671)
    expect((await run('B0304', '2026-02-28')).grandTotal).toBe('5.66');
    await cancelReceipt(partial.receiptId);
    // March on the whole 1,000.00 again (10.1918); 11-28 Feb stay charged on 400.00, not topped up.
    expect((await run('B0304', '2026-03-31')).grandTotal).toBe('10.19');
    expect(await charged(part.invoiceId)).toEqual([
      ['2026-02-01', '2026-02-10', '1000.00', '3.29'],
      ['2026-02-11', '2026-02-28', '400.00', '2.37'],
      ['2026-03-01', '2026-03-31', '1000.00', '10.19'],
    ]);
  });

  it('reads the receipts dated after the last run, and an invoice issued later with an earlier due date', async () => {
    const through = async (unitCode: string) =>
      (
        (await t.database.db.execute(sql`select s.through::text as through from surcharge_through s
          join unit u on u.id = s.unit_id where u.code = ${unitCode} and u.property_id = ${await rvsId()}`)) as {
          rows: { through: string }[];
        }
      ).rows[0]?.through;
    // Issued before the day the whole-property run of 3 March read to: that unit's day drops to its due date.
    const older = await issue('B0307', '2026-01-05', '2026-01-31');
    expect(await through('B0307')).toBe('2026-01-31');
    expect((await run('B0307', '2026-02-28')).grandTotal).toBe('9.21');
    expect(await through('B0307')).toBe('2026-02-28');
    await pay('B0307', older.invoiceNo, '1000.00', '2026-03-10');
    // 1-10 March on 1,000.00: 3.2877 (the receipt is dated after the day read to)
    expect((await run('B0307', '2026-03-31')).grandTotal).toBe('3.29');
    expect(await through('B0307')).toBe('2026-03-31');
    // An earlier day never moves it back.
    expect((await run('B0307', '2026-03-15')).invoiceCount).toBe(0);
    expect(await through('B0307')).toBe('2026-03-31');

    // An invoice issued after the unit's last run, due and paid before that run's day: still read.
    expect((await run('B0308', '2026-03-31')).invoiceCount).toBe(0);
    const backdated = await issue('B0308', '2026-01-05', '2026-01-31');
    expect(await through('B0308')).toBe('2026-01-31');
    await pay('B0308', backdated.invoiceNo, '1000.00', '2026-02-20');
    // 1-20 February on 1,000.00: 6.5753
    expect((await run('B0308', '2026-04-30')).grandTotal).toBe('6.58');
    // An invoice due after the day read to lowers nothing.
    await issue('B0308', '2026-05-01', '2026-05-15');
    expect(await through('B0308')).toBe('2026-04-30');
  });

  it('charges a paid-late invoice once when two runs start at the same time', async () => {
    const late = await issue('B0305', '2026-01-05', '2026-01-31');
    await pay('B0305', late.invoiceNo, '1000.00', '2026-03-02');
    const body = {
      asOf: '2026-03-31',
      invoiceDate: '2026-03-31',
      dueDate: '2026-04-15',
      unitCodes: ['B0305'],
    };
    const results = await Promise.all([create(body), create(body)]);
    const counts = results.map((r) =>
      r.statusCode === 409 ? (expect(r.json().code).toBe('IN011'), 0) : r.json().data.invoiceCount,
    );
    expect(counts.sort()).toEqual([0, 1]);
    // 1 Feb - 2 Mar, 30 days: 9.8630
    expect(await charged(late.invoiceId)).toEqual([['2026-02-01', '2026-03-02', '1000.00', '9.86']]);
  });

  it("leaves another property's late payments alone, and the ledger balanced", async () => {
    const skvRes = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        unitCode: 'H001',
        invoiceDate: '2026-01-05',
        dueDate: '2026-01-31',
        lines: [{ expenseTypeCode: 'CF', description: 'ค่าส่วนกลาง', quantity: '1', unitPrice: '1000.00' }],
        issue: true,
      },
    });
    expect(skvRes.statusCode).toBe(201);
    const skvInvoice = skvRes.json().data as { invoiceId: string; invoiceNo: string };
    const skvReceipt = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/receipts/save',
      payload: {
        lang: 'EN',
        propertyCode: 'SKV',
        idempotencyKey: randomUUID(),
        unitCode: 'H001',
        receiptType: '1',
        receiptDate: '2026-04-21',
        invoices: [{ invoiceNo: skvInvoice.invoiceNo, payAmount: '1000.00' }],
        deductions: [],
        transactions: [{ type: 'cash', price: '1000.00', accountCode: '1111' }],
      },
    });
    expect(skvReceipt.statusCode).toBe(201);
    const skvInvoices = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(invoice)
          .innerJoin(property, eq(property.id, invoice.propertyId))
          .where(eq(property.code, 'SKV'))
      )[0]!.n;
    const before = await skvInvoices();
    // Every RVS unit, as of a day after the village's late payment.
    const res = await create({ asOf: '2026-06-30', invoiceDate: '2026-06-30', dueDate: '2026-07-15' });
    expect(res.statusCode).toBe(201);
    expect(await skvInvoices()).toBe(before);
    expect(await charged(skvInvoice.invoiceId)).toEqual([]);
    expect(await trialBalanceOff(t, await rvsId())).toBe(0);
    // Every surcharge invoice posted Dr 1125 / Cr 4140 for its total.
    const d = await detail(res.json().data.invoices[0].invoiceId);
    const journal = d.journals[0].lines as { accountCode: string; debit: string; credit: string }[];
    expect(journal.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['1125', d.grandTotal, '0.00'],
      ['4140', '0.00', d.grandTotal],
    ]);
  });
});

describe('surcharge lines on English screens and documents', () => {
  it("reads a surcharge line in English on the receipt's detail and PDF and in a credit note's open lines", async () => {
    const [first] = await t.database.db
      .select()
      .from(invoice)
      .where(and(eq(invoice.source, 'SURCHARGE'), eq(invoice.invoiceDate, '2026-03-05')))
      .orderBy(invoice.invoiceNo);
    const [line] = (await detail(first!.id, 'TH')).lines as { description: string }[];
    const overdueNo = /^เงินเพิ่ม (\S+) \(01\/02\/2569-03\/03\/2569\)$/.exec(line!.description)![1]!;
    const english = `Surcharge on ${overdueNo} (01/02/2026-03/03/2026)`;

    // Open, the line is offered to a credit note in English.
    const open = async (lang: string) =>
      (
        await t.call({
          as: 'viewer',
          method: 'GET',
          url: `/creditnotes/invoice-lines?propertyCode=RVS&lang=${lang}&unitCode=A0101`,
        })
      ).json().data as { invoiceNo: string; description: string; displayDescription: string }[];
    expect((await open('EN')).find((l) => l.invoiceNo === first!.invoiceNo)).toMatchObject({
      description: line!.description,
      displayDescription: english,
    });
    expect((await open('TH')).find((l) => l.invoiceNo === first!.invoiceNo)).toMatchObject({
      displayDescription: line!.description,
    });

    const rc = await cashReceipt(t, {
      unitCode: 'A0101',
      invoiceNo: first!.invoiceNo!,
      amount: first!.grandTotal,
      receiptDate: '2026-03-10',
    });
    expect(rc.statusCode, rc.body).toBe(201);
    const receiptId = rc.json().data.receiptId as string;
    const receipt = async (lang: string) =>
      (
        await t.call({
          as: 'viewer',
          method: 'GET',
          url: `/receipts/${receiptId}?propertyCode=RVS&lang=${lang}`,
        })
      ).json().data.lines as Record<string, unknown>[];
    expect(await receipt('EN')).toEqual([
      expect.objectContaining({
        expenseTypeDescription: 'Late-payment surcharge',
        description: line!.description,
        displayDescription: english,
      }),
    ]);
    expect(await receipt('TH')).toEqual([
      expect.objectContaining({
        expenseTypeDescription: 'เงินเพิ่ม',
        description: line!.description,
        displayDescription: line!.description,
      }),
    ]);
    const pdfEn = await printed(`/receipts/${receiptId}/print`, 'en');
    expect(pdfEn).toContain(english);
    expect(pdfEn).not.toContain('เงินเพิ่ม');
    expect(await printed(`/receipts/${receiptId}/print`, 'th')).toContain(line!.description);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { unit } from '../units';
import { billedCustomers } from './billed-party';

/** GET /invoices/unit: one unit's billed customer and open invoices, read for that unit only. */

let t: TestApp;
let rvsId = '';
beforeAll(async () => {
  t = await createTestApp();
  const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  rvsId = rvs!.id;
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
const unitInfo = (unitCode: string, as = 'viewer', propertyCode = 'RVS') =>
  t.call({
    as,
    method: 'GET',
    url: `/invoices/unit?${new URLSearchParams({ ...RVS, propertyCode, unitCode }).toString()}`,
  });

async function issue(unitCode: string, dueDate: string, price: string, issueIt = true) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate: '2031-04-01',
      dueDate,
      issue: issueIt,
      lines: [{ expenseTypeCode: 'KC', description: 'card', quantity: '1', unitPrice: price }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { invoiceId: string; invoiceNo: string | null };
}

type Row = { invoiceId: string; outstanding: string; unitCode: string; status: string };

describe('open invoices of a unit', () => {
  it('lists only the unit’s issued, unsettled invoices, earliest due first, with what they owe in all', async () => {
    const before = (await unitInfo('A0110')).json().data;
    const late = await issue('A0110', '2031-05-20', '300.00');
    const early = await issue('A0110', '2031-04-15', '200.50');
    const draft = await issue('A0110', '2031-04-10', '999.00', false);
    const paid = await issue('A0110', '2031-04-12', '100.00');
    // Credited in full: settled, so no longer open.
    const credit = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/creditnotes/save',
      payload: {
        ...RVS,
        creditNoteType: 1,
        unitCode: 'A0110',
        creditNoteDate: '2031-04-02',
        description: 'credited in full',
        lines: [{ invoiceNo: paid.invoiceNo, lineNo: 1, amount: '100.00' }],
      },
    });
    expect(credit.json().data.status).toBe(4);
    await issue('A0111', '2031-04-11', '50.00');

    const res = await unitInfo('a0110');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { unitCode: string; outstanding: string; openInvoices: Row[] };
    expect(data.unitCode).toBe('A0110');
    const mine = data.openInvoices.filter(
      (r) => ![...before.openInvoices].some((b: Row) => b.invoiceId === r.invoiceId),
    );
    expect(mine.map((r) => r.invoiceId)).toEqual([early.invoiceId, late.invoiceId]);
    expect(data.openInvoices.map((r) => r.invoiceId)).not.toContain(draft.invoiceId);
    expect(data.openInvoices.map((r) => r.invoiceId)).not.toContain(paid.invoiceId);
    expect(data.openInvoices.every((r) => r.unitCode === 'A0110' && r.status === 'ISSUED')).toBe(true);
    const sum = (rows: Row[]) => rows.reduce((s, r) => s + Math.round(Number(r.outstanding) * 100), 0);
    expect(Math.round(Number(data.outstanding) * 100)).toBe(sum(data.openInvoices));
    expect(sum(mine)).toBe(50_050);
  });

  it('names the same billed customer as the whole-property lookup, unit by unit', async () => {
    const all = await billedCustomers(t.database.db, rvsId);
    const units = await t.database.db
      .select({ id: unit.id, code: unit.code })
      .from(unit)
      .where(eq(unit.propertyId, rvsId))
      .orderBy(unit.code)
      .limit(40);
    expect(units.length).toBeGreaterThan(0);
    for (const u of units) {
      const one = await billedCustomers(t.database.db, rvsId, u.id);
      expect([u.code, one.get(u.id)?.id ?? null]).toEqual([u.code, all.get(u.id)?.id ?? null]);
      expect([...one.keys()].every((k) => k === u.id)).toBe(true);
    }
    const sample = units[0]!;
    const reply = (await unitInfo(sample.code)).json().data;
    expect(reply.customerCode).toBe(all.get(sample.id)?.code ?? null);
  });

  it("refuses another property's unit and a property the user has no right on", async () => {
    // H001 is a house of SKV; RVS has no such unit.
    const [skvHouse] = await t.database.db
      .select({ code: unit.code })
      .from(unit)
      .innerJoin(property, eq(property.id, unit.propertyId))
      .where(and(eq(property.code, 'SKV'), eq(unit.code, 'H001')));
    expect(skvHouse?.code).toBe('H001');
    const ok = await unitInfo('H001', 'admin', 'SKV');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.unitCode).toBe('H001');
    expect((await unitInfo('H001')).json().code).toBe('EX003');
    expect((await unitInfo('NOPE1')).json().code).toBe('EX003');
    expect((await unitInfo('A0110', 'accountant', 'SKV')).statusCode).toBe(403);
  });
});

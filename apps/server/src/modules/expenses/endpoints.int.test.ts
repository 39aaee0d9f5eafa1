import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { property } from '../../platform/db/schema';
import { billingRun } from '../invoices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The book billed up to June 2031, so the months these tests read (2030) are open for readings.
  const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  await t.database.db.insert(billingRun).values({
    propertyId: rvs!.id,
    month: '2031-06',
    invoiceDate: '2031-06-01',
    dueDate: '2031-06-15',
    status: 'DONE',
  });
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
const qs = (o: Record<string, string>) => new URLSearchParams({ ...RVS, ...o }).toString();

describe('meter readings from devices (second service)', () => {
  const send = (readings: { unitCode: string; currentMeter: string | number }[]) =>
    t.call({
      as: 'accountant',
      method: 'POST',
      url: '/api/v1/external/meter',
      payload: { ...RVS, month: '2030-07', meterTypeCode: 'WATER', readings },
    });

  it('saves every reading, or none with 400 EX004 and each row with its errors', async () => {
    const refused = await send([
      { unitCode: 'A0101', currentMeter: 10 },
      { unitCode: 'NO-SUCH', currentMeter: '5' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'EX004', data: { saved: 0, errorCount: 1 } });
    expect(refused.json().data.rows[1].errors.length).toBeGreaterThan(0);

    const saved = await send([
      { unitCode: 'A0101', currentMeter: 10 },
      { unitCode: 'A0102', currentMeter: '12.5' },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ saved: 2, errorCount: 0 });

    const list = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/api/v1/external/meter?${qs({ month: '2030-07', meterTypeCode: 'WATER' })}`,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { unitCode: string; currentMeter: string | null }[];
    expect(rows.find((r) => r.unitCode === 'A0102')?.currentMeter).toBe('12.50');
  });
});

describe('unit factors', () => {
  it('saves a factor and answers the unit with it; the list shows it', async () => {
    const saved = await t.call({
      as: 'accountant',
      method: 'PUT',
      url: '/expenses/autosave/factor',
      payload: { ...RVS, expenseTypeCode: 'CF', unitCode: 'a0101', factor: '1.5' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.unitCode).toBe('A0101');
    const list = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/expenses/factor?${qs({ expenseTypeCode: 'CF' })}`,
    });
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { unitCode: string }[]).map((r) => r.unitCode)).toContain('A0101');
  });
});

describe('billing run list', () => {
  it('answers the same list by query and by body (the schedule-task search)', async () => {
    const started = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/expenses/apply',
      payload: {
        ...RVS,
        month: '2030-08',
        invoiceDate: '2030-08-01',
        dueDate: '2030-08-15',
        missingMeter: 'SKIP',
      },
    });
    expect(started.statusCode).toBe(202);
    const runId = started.json().data.runId as string;
    for (let i = 0; i < 600; i += 1) {
      const r = await t.call({ as: 'viewer', method: 'GET', url: `/expenses/apply?${qs({ runId })}` });
      if (r.json().data.status !== 'RUNNING') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const byQuery = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/expenses/status/invoice?${qs({ page: '1', pageSize: '5' })}`,
    });
    const byBody = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/v1/scheduletasksearch',
      payload: { ...RVS, page: 1, pageSize: 5 },
    });
    expect(byQuery.statusCode).toBe(200);
    expect((byQuery.json().data as { runId: string }[]).map((r) => r.runId)).toContain(runId);
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json().data).toEqual(byQuery.json().data);
    expect(byBody.json().paging).toEqual(byQuery.json().paging);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../../test/harness';
import { seedDeposits } from '../../demo/deposits';
import { seedHistory } from '../../demo/history';
import { seedReceipts } from '../../demo/receipts';

/**
 * The document lists page by key (platform/db/keyset.ts): walked page by page they give exactly the rows of one
 * big page, in the same order; the last page and the way back agree; a page already reached does not shift when
 * newer documents are added; a forged cursor is bad input. Two months of the demo book give every list rows.
 */
let t: TestApp;
const TODAY = '2026-04-10';
beforeAll(async () => {
  t = await createTestApp();
  await seedHistory(t.database.db, TODAY, 2);
  await seedReceipts(t.database.db, TODAY);
  await seedDeposits(t.database.db, TODAY);
}, 180_000);
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
type Paging = {
  page: number | null;
  pageSize: number;
  total: number;
  totalExact: boolean;
  next: string | null;
  prev: string | null;
  last: string | null;
};
type Reply = { data: Record<string, unknown>[]; paging: Paging };

const LISTS = [
  {
    name: 'invoices',
    url: '/invoices/search',
    id: 'invoiceId',
    filter: { billingMonth: '2026-03' },
    least: 200,
  },
  { name: 'receipts', url: '/receipts/search', id: 'receiptId', filter: {}, least: 20 },
  { name: 'credit notes', url: '/creditnotes/search', id: 'creditNoteId', filter: {}, least: 0 },
  { name: 'deposits', url: '/deposits/search', id: 'depositId', filter: {}, least: 1 },
  { name: 'cheques', url: '/masterdata/cheques/search', id: 'id', filter: {}, least: 2 },
] as const;

async function search(url: string, body: Record<string, unknown>, property = RVS): Promise<Reply> {
  const res = await t.call({ as: 'viewer', method: 'POST', url, payload: { ...property, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Reply>();
}

describe.each(LISTS)('the $name list pages by key', ({ url, id, filter, least }) => {
  it('walks forward and back through the same rows as one big page, and jumps to the last page', async () => {
    const all = await search(url, { ...filter, pageSize: 500 });
    const ids = all.data.map((r) => r[id]);
    expect(ids.length).toBeGreaterThanOrEqual(least);
    expect(all.paging).toMatchObject({
      page: 1,
      total: ids.length,
      totalExact: true,
      next: null,
      prev: null,
    });
    // Small pages so that even the short lists of the demo take several.
    const size = Math.max(1, Math.ceil(ids.length / 4));
    const walked: unknown[] = [];
    const pages: Reply[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await search(url, { ...filter, pageSize: size, ...(cursor ? { cursor } : {}) });
      expect(page.paging.page).toBe(pages.length + 1);
      pages.push(page);
      walked.push(...page.data.map((r) => r[id]));
      cursor = page.paging.next;
    } while (cursor && pages.length < 10);
    expect(walked).toEqual(ids);
    if (ids.length === 0) return;

    const last = pages.at(-1)!;
    expect(last.paging.next).toBeNull();
    const jumped = await search(url, {
      ...filter,
      pageSize: size,
      cursor: pages[0]!.paging.last ?? undefined,
    });
    if (pages.length > 1) {
      expect(jumped.data.map((r) => r[id])).toEqual(last.data.map((r) => r[id]));
      expect(jumped.paging.page).toBe(pages.length);
      // Back from the last page, page by page, to the first (which has no way back).
      let back: Reply = jumped;
      for (let n = pages.length - 1; n >= 1; n--) {
        back = await search(url, { ...filter, pageSize: size, cursor: back.paging.prev });
        expect(back.data.map((r) => r[id])).toEqual(pages[n - 1]!.data.map((r) => r[id]));
        expect(back.paging.page).toBe(n);
      }
      expect(back.paging.prev).toBeNull();
    }
  });
});

describe('keyset paging', () => {
  it('keeps the next page where it was when newer invoices are added meanwhile', async () => {
    const filter = { unitCode: 'A0107' };
    const first = await search('/invoices/search', { ...filter, pageSize: 1 });
    const second = await search('/invoices/search', { ...filter, pageSize: 1, cursor: first.paging.next });
    expect(second.data).toHaveLength(1);
    const saved = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        ...RVS,
        unitCode: 'A0107',
        invoiceDate: '2031-06-01',
        dueDate: '2031-06-15',
        lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice: '100.00' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const again = await search('/invoices/search', { ...filter, pageSize: 1, cursor: first.paging.next });
    expect(again.data.map((r) => r.invoiceId)).toEqual(second.data.map((r) => r.invoiceId));
    expect(again.paging.total).toBe(second.paging.total + 1);
    // The newest first: the new draft heads page 1.
    const top = await search('/invoices/search', { ...filter, pageSize: 1 });
    expect(top.data[0]!.invoiceId).toBe(saved.json<{ data: { invoiceId: string } }>().data.invoiceId);
  });

  it('refuses a cursor it did not write, and a cursor carries no rows of another property', async () => {
    const forged = [
      'not base64 json',
      Buffer.from(JSON.stringify({ d: 'after', k: ['2026-01-01'], p: 2 })).toString('base64url'),
      Buffer.from(JSON.stringify({ d: 'sideways', k: [], p: 1 })).toString('base64url'),
      Buffer.from(JSON.stringify({ d: 'after', k: ['x', 'y', 'z'], p: -1 })).toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await t.call({
        as: 'viewer',
        method: 'POST',
        url: '/invoices/search',
        payload: { ...RVS, cursor },
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('ST001');
    }
    const rvs = await search('/invoices/search', { pageSize: 5 });
    const res = await t.call({
      as: 'admin',
      method: 'POST',
      url: '/invoices/search',
      payload: { lang: 'EN', propertyCode: 'SKV', cursor: rvs.paging.next },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rvsIds = new Set(rvs.data.map((r) => r.invoiceId));
    for (const row of res.json<Reply>().data) expect(rvsIds.has(row.invoiceId)).toBe(false);
  });

  it.runIf(onPostgres)('reads a page through the list index, without sorting the property', async () => {
    const { rows: properties } = (await t.database.db.execute(
      sql`select id from property where code = 'RVS'`,
    )) as { rows: { id: string }[] };
    await t.database.db.execute(sql`analyze invoice`);
    const { rows: lines } = (await t.database.db.execute(
      sql`explain select id from invoice where property_id = ${properties[0]!.id}
          and (invoice_date, coalesce(invoice_no, ''), id) < ('2026-06-30', 'IN6906', '00000000-0000-0000-0000-000000000000')
          order by invoice_date desc, coalesce(invoice_no, '') desc, id desc limit 21`,
    )) as { rows: { 'QUERY PLAN': string }[] };
    const plan = lines.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('invoice_list');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

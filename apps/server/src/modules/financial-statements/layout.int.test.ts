import type { FinancialPosition, StatementLayout } from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method, url, ...(payload ? { payload: { ...RVS, ...payload } } : {}) });
const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;
const layoutOf = (res: { json: () => unknown }) => (res.json() as { data: StatementLayout }).data;

async function layout(kind = 'FP', as = 'accountant'): Promise<StatementLayout> {
  const res = await send(
    'GET',
    `/config/statement/layout?propertyCode=RVS&lang=EN&kind=${kind}`,
    undefined,
    as,
  );
  expect(res.statusCode, res.body).toBe(200);
  return layoutOf(res);
}
const names = (l: StatementLayout, section: string) =>
  l.headers.filter((h) => h.section === section).map((h) => h.nameEn);

describe('the statement layouts', () => {
  it('starts from the standard layout, read only until the property takes its own copy', async () => {
    const standard = await layout('FP');
    expect(standard.custom).toBe(false);
    expect(names(standard, 'ASSET')).toEqual(['Current assets', 'Non-current assets']);
    expect(names(standard, 'EQUITY')).toEqual(['Funds', 'Accumulated surplus (deficit)']);
    expect(standard.headers.every((h) => h.id === null)).toBe(true);
    const re = await layout('RE');
    expect(re.headers.map((h) => h.section)).toEqual(['INCOME', 'INCOME', 'EXPENSE']);

    const early = await send('POST', '/config/statement/header', {
      kind: 'FP',
      section: 'ASSET',
      nameTh: 'สินทรัพย์อื่น',
      nameEn: 'Other assets',
    });
    expect(early.statusCode).toBe(409);
    expect(codeOf(early)).toBe('FS002');

    const copied = await send('POST', '/config/statement/layout', { kind: 'FP' });
    expect(copied.statusCode, copied.body).toBe(200);
    const own = layoutOf(copied);
    expect(own.custom).toBe(true);
    expect(own.headers.map((h) => [h.section, h.nameEn, h.lines.map((l) => l.accounts)])).toEqual(
      standard.headers.map((h) => [h.section, h.nameEn, h.lines.map((l) => l.accounts)]),
    );
    expect(own.headers.every((h) => h.id !== null)).toBe(true);
    expect(codeOf(await send('POST', '/config/statement/layout', { kind: 'FP' }))).toBe('FS001');
    // The other statement still uses the standard one.
    expect((await layout('RE')).custom).toBe(false);
  });

  it('adds a header and a line, refusing bad input with nothing saved', async () => {
    const before = await layout('FP');
    const bad = [
      // A range ending before it starts.
      { accounts: [{ from: '1990', to: '1900' }] },
      // No accounts at all.
      { accounts: [] },
      // Overlapping the cash line of the layout.
      { accounts: [{ from: '1115', to: '1115' }] },
      // No asset account in the range.
      { accounts: [{ from: '1300', to: '1399' }] },
      // Two ranges of the same line overlapping each other.
      {
        accounts: [
          { from: '1210', to: '1219' },
          { from: '1215', to: '1216' },
        ],
      },
    ];
    const header = before.headers.find((h) => h.nameEn === 'Non-current assets')!;
    const codes = [];
    for (const b of bad) {
      const res = await send('POST', '/config/statement/line', {
        headerId: header.id,
        nameTh: 'อื่น',
        nameEn: 'Other',
        ...b,
      });
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      codes.push(codeOf(res));
    }
    expect(codes).toEqual(['ST001', 'ST001', 'FS004', 'FS004', 'FS004']);
    const overlap = await send('POST', '/config/statement/line', {
      headerId: header.id,
      nameTh: 'อื่น',
      nameEn: 'Other',
      accounts: [{ from: '1115', to: '1115' }],
    });
    expect(overlap.json<{ fields: { path: string; message: string }[] }>().fields).toEqual([
      expect.objectContaining({
        path: 'accounts.0',
        message: expect.stringContaining('Cash and cash equivalents'),
      }),
    ]);
    const wrongSection = await send('POST', '/config/statement/header', {
      kind: 'FP',
      section: 'INCOME',
      nameTh: 'รายได้',
      nameEn: 'Income',
    });
    expect(wrongSection.statusCode).toBe(400);
    const thaiInEnglish = await send('POST', '/config/statement/header', {
      kind: 'FP',
      section: 'ASSET',
      nameTh: 'สินทรัพย์อื่น',
      nameEn: 'สินทรัพย์อื่น',
    });
    expect(thaiInEnglish.statusCode).toBe(400);
    expect(await layout('FP')).toEqual(before);

    const added = await send('POST', '/config/statement/header', {
      kind: 'FP',
      section: 'ASSET',
      nameTh: 'สินทรัพย์อื่น',
      nameEn: 'Other assets',
    });
    expect(added.statusCode, added.body).toBe(200);
    const other = layoutOf(added).headers.find((h) => h.nameEn === 'Other assets')!;
    expect(other.sequence).toBe(3);
    const line = await send('POST', '/config/statement/line', {
      headerId: other.id,
      nameTh: 'สินทรัพย์อื่น',
      nameEn: 'Sundry assets',
      accounts: [{ from: '1210', to: '1210' }],
    });
    // 1210 is already the deposits line's.
    expect(codeOf(line)).toBe('FS004');
    // A change of a line is checked as a new line is: 1211-1219 holds no account of the chart.
    const deposits = before.headers.flatMap((h) => h.lines).find((l) => l.nameEn === 'Deposits paid')!;
    const changed = await send('POST', '/config/statement/line', {
      headerId: header.id,
      id: deposits.id,
      nameTh: deposits.nameTh,
      nameEn: deposits.nameEn,
      accounts: [{ from: '1211', to: '1219' }],
    });
    expect(codeOf(changed)).toBe('FS004');
    // Once the chart has an account in 1300-1399, the range is accepted.
    const account = await send('POST', '/config/account/save', {
      accountCode: '1310',
      nameTh: 'สินทรัพย์อื่น',
      nameEn: 'Sundry asset',
      category: 'ASSET',
    });
    expect(account.statusCode, account.body).toBe(201);
    const saved = await send('POST', '/config/statement/line', {
      headerId: other.id,
      nameTh: 'สินทรัพย์อื่น',
      nameEn: 'Sundry assets',
      accounts: [{ from: '1300', to: '1399' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sundry = layoutOf(saved)
      .headers.flatMap((h) => h.lines)
      .find((l) => l.nameEn === 'Sundry assets');
    expect(sundry?.accounts).toEqual([{ from: '1300', to: '1399' }]);

    // The statement shows the property's layout.
    const report = await send('GET', '/reports/financial-position?propertyCode=RVS&lang=EN&asOf=2024-04');
    const fp = report.json<{ data: FinancialPosition }>().data;
    expect(fp.customLayout).toBe(true);
    expect(fp.rows.filter((r) => r.rowType === 'HEADER').map((r) => r.name)).toContain('Other assets');
    expect(fp.rows.find((r) => r.name === 'Sundry assets')?.rowType).toBe('LINE');
  });

  it('moves headers within their section and lines within their header, up, down or to a place', async () => {
    const l = await layout('FP');
    const other = l.headers.find((h) => h.nameEn === 'Other assets')!;
    const up = await send('PATCH', '/config/statement/sequence', {
      item: 'HEADER',
      id: other.id,
      move: 'UP',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(names(layoutOf(up), 'ASSET')).toEqual(['Current assets', 'Other assets', 'Non-current assets']);
    const first = await send('PATCH', '/config/statement/sequence', {
      item: 'HEADER',
      id: other.id,
      sequence: 1,
    });
    expect(names(layoutOf(first), 'ASSET')).toEqual(['Other assets', 'Current assets', 'Non-current assets']);
    // The other sections keep their order.
    expect(names(layoutOf(first), 'EQUITY')).toEqual(['Funds', 'Accumulated surplus (deficit)']);
    const top = await send('PATCH', '/config/statement/sequence', {
      item: 'HEADER',
      id: other.id,
      move: 'UP',
    });
    expect(codeOf(top)).toBe('FS005');

    const current = l.headers.find((h) => h.nameEn === 'Current assets')!;
    const cash = current.lines[0]!;
    const down = await send('PATCH', '/config/statement/sequence', {
      item: 'LINE',
      id: cash.id,
      move: 'DOWN',
    });
    const lines = layoutOf(down).headers.find((h) => h.id === current.id)!.lines;
    expect(lines.map((x) => x.nameEn)).toEqual([
      'Receivables - net',
      'Cash and cash equivalents',
      'Payments in clearing',
      'Other current assets',
    ]);
    expect(lines.map((x) => x.sequence)).toEqual([1, 2, 3, 4]);
    const both = await send('PATCH', '/config/statement/sequence', {
      item: 'LINE',
      id: cash.id,
      move: 'UP',
      sequence: 1,
    });
    expect(both.statusCode).toBe(400);
    const far = await send('PATCH', '/config/statement/sequence', { item: 'LINE', id: cash.id, sequence: 9 });
    expect(codeOf(far)).toBe('FS005');
  });

  it("refuses another property's ids and a user without the edit right", async () => {
    const l = await layout('FP');
    const header = l.headers[0]!;
    const line = header.lines[0]!;
    // The admin holds both properties: RVS's ids are not found under SKV.
    const asSkv = { lang: 'EN', propertyCode: 'SKV' };
    const calls = [
      t.call({ as: 'admin', method: 'DELETE', url: `/config/statement/line?propertyCode=SKV&id=${line.id}` }),
      t.call({
        as: 'admin',
        method: 'DELETE',
        url: `/config/statement/header?propertyCode=SKV&id=${header.id}`,
      }),
      t.call({
        as: 'admin',
        method: 'PATCH',
        url: '/config/statement/sequence',
        payload: { ...asSkv, item: 'LINE', id: line.id, move: 'DOWN' },
      }),
      t.call({
        as: 'admin',
        method: 'POST',
        url: '/config/statement/line',
        payload: {
          ...asSkv,
          headerId: header.id,
          nameTh: 'ก',
          nameEn: 'A',
          accounts: [{ from: '1111', to: '1111' }],
        },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(codeOf(res)).toBe('FS003');
    }
    expect((await send('GET', '/config/statement/layout?propertyCode=SKV&lang=EN&kind=FP')).statusCode).toBe(
      403,
    );
    // The viewer reads the layout but changes nothing; the approver does not see it.
    expect((await layout('FP', 'viewer')).custom).toBe(true);
    const viewer = await send(
      'DELETE',
      `/config/statement/line?propertyCode=RVS&id=${line.id}`,
      undefined,
      'viewer',
    );
    expect(viewer.statusCode).toBe(403);
    const viewerCopy = await send('POST', '/config/statement/layout', { kind: 'RE' }, 'viewer');
    expect(viewerCopy.statusCode).toBe(403);
    const approver = await send(
      'GET',
      '/config/statement/layout?propertyCode=RVS&lang=EN&kind=FP',
      undefined,
      'approver',
    );
    expect(approver.statusCode).toBe(403);
    expect(await layout('FP')).toEqual(l);
  });

  it('deletes lines and headers (with their lines), renumbering the rest, and goes back to the standard layout', async () => {
    const l = await layout('FP');
    const current = l.headers.find((h) => h.nameEn === 'Current assets')!;
    const del = await send(
      'DELETE',
      `/config/statement/line?propertyCode=RVS&lang=EN&id=${current.lines[0]!.id}`,
    );
    expect(del.statusCode, del.body).toBe(200);
    const after = layoutOf(del).headers.find((h) => h.id === current.id)!;
    expect(after.lines.map((x) => x.sequence)).toEqual([1, 2, 3]);
    const other = l.headers.find((h) => h.nameEn === 'Other assets')!;
    const gone = await send('DELETE', `/config/statement/header?propertyCode=RVS&lang=EN&id=${other.id}`);
    expect(names(layoutOf(gone), 'ASSET')).toEqual(['Current assets', 'Non-current assets']);
    expect(codeOf(await send('DELETE', `/config/statement/header?propertyCode=RVS&id=${other.id}`))).toBe(
      'FS003',
    );

    // The receivables line deleted: its accounts show on the assets' "other" line, so the statement still ties.
    const report = await send('GET', '/reports/financial-position?propertyCode=RVS&lang=EN&asOf=2024-04');
    expect(report.json<{ data: FinancialPosition }>().data.balanced).toBe(true);

    const reset = await send('DELETE', '/config/statement/layout?propertyCode=RVS&lang=EN&kind=FP');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(layoutOf(reset).custom).toBe(false);
    expect(names(layoutOf(reset), 'ASSET')).toEqual(['Current assets', 'Non-current assets']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'statement_layout'));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'STATEMENT_LAYOUT_CUSTOMISE',
        'STATEMENT_HEADER_CREATE',
        'STATEMENT_LINE_CREATE',
        'STATEMENT_SEQUENCE',
        'STATEMENT_LINE_DELETE',
        'STATEMENT_HEADER_DELETE',
        'STATEMENT_LAYOUT_RESET',
      ]),
    );
  });
});

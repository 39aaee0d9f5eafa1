import { decimalStringToSatang, type GlDetail, type GlRow, type GlValidation } from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog, property } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { glPost, ledgerError, postReversal } from '../ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RVS = { lang: 'EN', propertyCode: 'RVS' };
/** Months long ended, before anything else this file posts: January is the property's first month. */
const JAN = '2025-01';
const FEB = '2025-02';
const MAR = '2025-03';

async function issueInvoice(unitCode: string, invoiceDate: string, price: string) {
  const res = await t.call({
    as: 'accountant',
    method: 'POST',
    url: '/invoices/save',
    payload: {
      ...RVS,
      unitCode,
      invoiceDate,
      dueDate: invoiceDate,
      issue: true,
      lines: [{ expenseTypeCode: 'KC', description: 'บัตรผ่าน', quantity: '1', unitPrice: price }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { invoiceId: string; invoiceNo: string };
}

async function search(body: Record<string, unknown>, as = 'accountant') {
  const res = await t.call({ as, method: 'POST', url: '/gl/search', payload: { ...RVS, ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as GlRow[];
}

async function validate(period: string): Promise<GlValidation> {
  const res = await t.call({
    as: 'accountant',
    method: 'GET',
    url: `/gl/validate?propertyCode=RVS&lang=EN&period=${period}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as GlValidation;
}

const act = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, as = 'accountant') =>
  t.call({ as, method, url, payload: { ...RVS, ...payload } });
/** Cancels an entry as every document's cancel does (a reversal dated in its month): 'reversed' or the GL code. */
async function reversalOf(entryId: string): Promise<string> {
  const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  try {
    await t.database.db.transaction((tx) =>
      postReversal(tx, { propertyId: rvs!.id, entryId, date: `${JAN}-28`, userId: null }),
    );
    return 'reversed';
  } catch (error) {
    return (error instanceof AppError ? error : ledgerError(error))?.code ?? String(error);
  }
}
async function glPosted(): Promise<boolean> {
  const res = await t.call({ as: 'accountant', method: 'GET', url: '/properties/config?propertyCode=RVS' });
  return (res.json().data as { glPosted: boolean }).glPosted;
}
const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;

describe('the G/L list', () => {
  let first: { invoiceId: string; invoiceNo: string };
  let second: { invoiceId: string; invoiceNo: string };
  beforeAll(async () => {
    first = await issueInvoice('A0101', `${JAN}-10`, '1000.00');
    second = await issueInvoice('A0102', `${JAN}-20`, '250.50');
  });

  it("lists a month's journals newest first; filters by type, number, account and amount", async () => {
    const rows = await search({ period: JAN });
    expect(rows.map((r) => r.documentNo)).toEqual([second.invoiceNo, first.invoiceNo]);
    expect(rows[0]).toMatchObject({ documentType: 'IN', kind: 'POST', amount: '250.50', status: 'UNPOSTED' });
    expect(rows[0]!.reversed).toBe(false);
    expect(await search({ period: FEB })).toEqual([]);
    expect((await search({ period: JAN, documentNo: second.invoiceNo.slice(-4) })).length).toBe(1);
    expect(await search({ period: JAN, documentType: 'RC' })).toEqual([]);
    expect((await search({ period: JAN, amount: '1000' })).map((r) => r.documentNo)).toEqual([
      first.invoiceNo,
    ]);
    expect(await search({ period: JAN, amount: '999.99' })).toEqual([]);
    expect((await search({ period: JAN, status: 'UNPOSTED' })).length).toBe(2);
    expect(await search({ period: JAN, status: 'POSTED' })).toEqual([]);
  });

  it('shows an entry with its lines, debits equal to credits, and finds it by one of its accounts', async () => {
    const [row] = await search({ period: JAN, documentNo: first.invoiceNo });
    const res = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/detail?propertyCode=RVS&lang=EN&id=${row!.entryId}`,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json().data as GlDetail;
    const sum = (side: 'debit' | 'credit') =>
      detail.lines.reduce((s, l) => s + decimalStringToSatang(l[side]), 0);
    expect(sum('debit')).toBe(100_000);
    expect(sum('credit')).toBe(100_000);
    expect(detail.sourceId).toBe(first.invoiceId);
    expect(detail.lines.every((l) => l.accountName !== '')).toBe(true);
    const byAccount = await search({ period: JAN, accountCode: detail.lines[0]!.accountCode });
    expect(byAccount.map((r) => r.documentNo)).toContain(first.invoiceNo);
  });

  it("another property's entry is not found, and the month is asked for", async () => {
    const [row] = await search({ period: JAN });
    const other = await t.call({
      as: 'admin',
      method: 'GET',
      url: `/gl/detail?propertyCode=SKV&lang=EN&id=${row!.entryId}`,
    });
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('GL004');
    expect(await search({ period: JAN }, 'admin')).toHaveLength(2);
    const noMonth = await act('POST', '/gl/search', {});
    expect(noMonth.statusCode).toBe(400);
    const badMonth = await act('POST', '/gl/search', { period: '2025-13' });
    expect(badMonth.statusCode).toBe(400);
  });

  it('needs the G/L screen to read and its edit right to post', async () => {
    const approver = await t.call({
      as: 'approver',
      method: 'POST',
      url: '/gl/search',
      payload: { ...RVS, period: JAN },
    });
    expect(approver.statusCode).toBe(403);
    expect((await search({ period: JAN }, 'viewer')).length).toBe(2);
    const viewerPost = await act('POST', '/gl/post', { period: JAN, documentType: 'IN' }, 'viewer');
    expect(viewerPost.statusCode).toBe(403);
    const config = await t.call({
      as: 'accountant',
      method: 'GET',
      url: '/properties/config?propertyCode=RVS',
    });
    const data = config.json().data as { postGLList: { documentType: string }[]; closeGLList: unknown[] };
    expect(data.postGLList.map((p) => p.documentType)).toEqual(
      expect.arrayContaining(['IN', 'RC', 'CH', 'WC']),
    );
    expect(data.closeGLList).toHaveLength(1);
    expect(await glPosted()).toBe(false);
  });
});

describe('posting and closing a month', () => {
  it('refuses to close while journals are unposted; posts per type; then closes; a closed month refuses postings', async () => {
    const before = await validate(JAN);
    expect(before.closed).toBe(false);
    expect(before.blockers.map((b) => [b.blocker, b.documentType, b.count])).toEqual([['UNPOSTED', 'IN', 2]]);
    expect(before.types).toEqual([{ documentType: 'IN', entryCount: 2, postedCount: 0, amount: '1250.50' }]);

    const refused = await act('POST', '/gl/closed/month', { period: JAN });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('GL005');
    expect((await validate(JAN)).closed).toBe(false);

    const posted = await act('POST', '/gl/post', { period: JAN, documentType: 'IN' });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().data).toEqual({ period: JAN, documentType: 'IN', entryCount: 2 });
    const again = await act('POST', '/gl/post', { period: JAN, documentType: 'IN' });
    expect(codeOf(again)).toBe('GL008');
    expect((await search({ period: JAN, status: 'POSTED' })).length).toBe(2);

    // A posted document is cancelled (reversed) only after its posting is: the database refuses it.
    const [row] = await search({ period: JAN });
    const detail = (
      await t.call({
        as: 'accountant',
        method: 'GET',
        url: `/gl/detail?propertyCode=RVS&lang=EN&id=${row!.entryId}`,
      })
    ).json().data as GlDetail;
    expect(detail.glPostedBy).toBe('accountant');
    expect(await reversalOf(row!.entryId)).toBe('GL006');

    expect((await validate(JAN)).blockers).toEqual([]);
    const closed = await act('POST', '/gl/closed/month', { period: JAN });
    expect(closed.statusCode, closed.body).toBe(200);
    const state = await validate(JAN);
    expect(state).toMatchObject({ closed: true, closedBy: 'accountant' });

    const late = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        ...RVS,
        unitCode: 'A0101',
        invoiceDate: `${JAN}-25`,
        dueDate: `${JAN}-25`,
        issue: true,
        lines: [{ expenseTypeCode: 'KC', description: 'x', quantity: '1', unitPrice: '1.00' }],
      },
    });
    expect(late.statusCode).toBe(409);
    const cancelPost = await act('PUT', '/gl/cancel', { period: JAN, documentType: 'IN', reason: 'ตรวจใหม่' });
    expect(codeOf(cancelPost)).toBe('GL001');
    const twice = await act('POST', '/gl/closed/month', { period: JAN });
    expect(codeOf(twice)).toBe('GL001');
    // Every journal before this month is posted: the global flag says so.
    expect(await glPosted()).toBe(true);
  });

  it('closes months in order and reopens them from the latest back', async () => {
    await issueInvoice('A0103', `${MAR}-05`, '300.00');
    const march = await validate(MAR);
    expect(march.blockers.map((b) => [b.blocker, b.period])).toEqual([
      ['EARLIER_OPEN', FEB],
      ['UNPOSTED', MAR],
    ]);
    // February has no entries: it closes as it is, then March once posted.
    expect((await act('POST', '/gl/closed/month', { period: FEB })).statusCode).toBe(200);
    expect((await act('POST', '/gl/post', { period: MAR, documentType: 'IN' })).statusCode).toBe(200);
    expect((await act('POST', '/gl/closed/month', { period: MAR })).statusCode).toBe(200);

    const early = await act('PUT', '/gl/closed/month/cancel', { period: JAN, reason: 'แก้ไข' });
    expect(codeOf(early)).toBe('GL007');
    const noReason = await act('PUT', '/gl/closed/month/cancel', { period: MAR, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    for (const period of [MAR, FEB, JAN]) {
      const res = await act('PUT', '/gl/closed/month/cancel', { period, reason: 'แก้ไข' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const open = await act('PUT', '/gl/closed/month/cancel', { period: JAN, reason: 'แก้ไข' });
    expect(codeOf(open)).toBe('GL011');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'GL_MONTH_REOPEN'));
    expect(audits).toHaveLength(3);
  });

  it('cancelling a posting makes its entries reversible again, and keeps who posted and who cancelled', async () => {
    const cancel = await act('PUT', '/gl/cancel', { period: JAN, documentType: 'IN', reason: 'ตรวจใหม่' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.entryCount).toBe(2);
    expect(codeOf(await act('PUT', '/gl/cancel', { period: JAN, documentType: 'IN', reason: 'อีกครั้ง' }))).toBe(
      'GL012',
    );
    const posts = await t.database.db.select().from(glPost).where(eq(glPost.period, JAN));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ entryCount: 2, cancelReason: 'ตรวจใหม่' });
    const [row] = await search({ period: JAN, documentType: 'IN' });
    const detail = (
      await t.call({
        as: 'accountant',
        method: 'GET',
        url: `/gl/detail?propertyCode=RVS&lang=EN&id=${row!.entryId}`,
      })
    ).json().data as GlDetail;
    expect(detail.glPostedBy).toBeNull();
    expect(await reversalOf(row!.entryId)).toBe('reversed');
    const after = await search({ period: JAN });
    expect(after.find((r) => r.entryId === row!.entryId)?.reversed).toBe(true);
    expect(after.find((r) => r.kind === 'REVERSAL')?.status).toBe('UNPOSTED');
  });

  it('two posts of the same month and type at once: one posts, the other finds nothing to post', async () => {
    await issueInvoice('A0104', `${FEB}-14`, '80.00');
    const [a, b] = await Promise.all([
      act('POST', '/gl/post', { period: FEB, documentType: 'IN' }),
      act('POST', '/gl/post', { period: FEB, documentType: 'IN' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([codeOf(a), codeOf(b)]).toContain('GL008');
    expect((await validate(FEB)).types).toEqual([
      { documentType: 'IN', entryCount: 1, postedCount: 1, amount: '80.00' },
    ]);
  });

  it('a month closes only once it has ended', async () => {
    const now = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
    const res = await act('POST', '/gl/closed/month', { period: now });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('GL013');
  });
});

import { decimalStringToSatang, type GlDetail, type GlRow, type GlValidation } from '@suanklang/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { issueInvoiceOn, RVS } from './gl-test-support';
import { auditLog, property } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { glPost, journalLine, ledgerError, postReversal } from '../ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Months long ended, before anything else this file posts: January is the property's first month. */
const JAN = '2025-01';
const FEB = '2025-02';
const MAR = '2025-03';

const issueInvoice = (unitCode: string, invoiceDate: string, price: string) =>
  issueInvoiceOn(t, unitCode, invoiceDate, price);

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
    // An invoice's entry names who was billed.
    expect(rows.every((r) => (r.description ?? '').length > 0)).toBe(true);
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

describe('the trial balance', () => {
  type Tb = {
    rows: {
      accountCode: string;
      openingDebit: string;
      openingCredit: string;
      debit: string;
      credit: string;
      closingDebit: string;
      closingCredit: string;
    }[];
    totals: Record<string, string>;
    balanced: boolean;
  };
  async function tb(from: string, to: string, postedOnly = 'N'): Promise<Tb> {
    const res = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/trial-balance?propertyCode=RVS&lang=EN&periodFrom=${from}&periodTo=${to}&postedOnly=${postedOnly}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Tb;
  }

  /** The same figures straight from the journal lines: per account, net before `from` and the months' sides. */
  async function fromLines(from: string, to: string, postedOnly = false) {
    const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    const end = `${to.slice(0, 4)}-${String(Number(to.slice(5)) + 1).padStart(2, '0')}-01`;
    const rows = await t.database.db
      .select({
        accountCode: journalLine.accountCode,
        opening: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}) filter (where ${journalLine.entryDate} < ${`${from}-01`}), 0)::text`,
        debit: sql<string>`coalesce(sum(${journalLine.debit}) filter (where ${journalLine.entryDate} >= ${`${from}-01`}), 0)::text`,
        credit: sql<string>`coalesce(sum(${journalLine.credit}) filter (where ${journalLine.entryDate} >= ${`${from}-01`}), 0)::text`,
      })
      .from(journalLine)
      .where(
        and(
          eq(journalLine.propertyId, rvs!.id),
          lt(journalLine.entryDate, end),
          postedOnly
            ? sql`exists (select 1 from gl_post_entry pe where pe.entry_id = ${journalLine.entryId})`
            : undefined,
        ),
      )
      .groupBy(journalLine.accountCode);
    return new Map(
      rows.map((r) => [
        r.accountCode,
        {
          opening: decimalStringToSatang(r.opening),
          debit: decimalStringToSatang(r.debit),
          credit: decimalStringToSatang(r.credit),
        },
      ]),
    );
  }

  function expectTies(report: Tb, lines: Awaited<ReturnType<typeof fromLines>>) {
    expect(report.balanced).toBe(true);
    expect(report.totals.debit).toBe(report.totals.credit);
    expect(report.totals.closingDebit).toBe(report.totals.closingCredit);
    for (const r of report.rows) {
      const l = lines.get(r.accountCode) ?? { opening: 0, debit: 0, credit: 0 };
      const s = decimalStringToSatang;
      expect(s(r.openingDebit) - s(r.openingCredit), r.accountCode).toBe(l.opening);
      expect(s(r.debit), r.accountCode).toBe(l.debit);
      expect(s(r.credit), r.accountCode).toBe(l.credit);
      expect(s(r.closingDebit) - s(r.closingCredit), r.accountCode).toBe(l.opening + l.debit - l.credit);
    }
    const shown = new Set(report.rows.map((r) => r.accountCode));
    for (const [code, l] of lines)
      if (l.opening || l.debit || l.credit) expect(shown.has(code), code).toBe(true);
  }

  it('ties to the journal lines, the same with months open and closed (month totals), after random invoices and reversals', async () => {
    // A small seeded random book over January to March.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 10; i++) {
      const month = [JAN, FEB, MAR][next() % 3]!;
      const day = String(1 + (next() % 27)).padStart(2, '0');
      const cents = 100 + (next() % 500_000);
      await issueInvoice(
        `A01${String(1 + (next() % 4)).padStart(2, '0')}`,
        `${month}-${day}`,
        (cents / 100).toFixed(2),
      );
    }
    const [rvs] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
    const posts = await search({ period: FEB, documentType: 'IN', status: 'UNPOSTED' });
    if (posts[0])
      await t.database.db.transaction((tx) =>
        postReversal(tx, {
          propertyId: rvs!.id,
          entryId: posts[0]!.entryId,
          date: `${FEB}-27`,
          userId: null,
        }),
      );

    const openAll = await tb(JAN, MAR);
    expectTies(openAll, await fromLines(JAN, MAR));
    const openLater = await tb(FEB, MAR);
    expectTies(openLater, await fromLines(FEB, MAR));

    // Post and close January and February: their figures now come from the month totals.
    for (const period of [JAN, FEB]) {
      for (const type of (await validate(period)).types)
        if (type.postedCount < type.entryCount)
          await act('POST', '/gl/post', { period, documentType: type.documentType });
      const closed = await act('POST', '/gl/closed/month', { period });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    expect(await tb(JAN, MAR)).toEqual(openAll);
    expect(await tb(FEB, MAR)).toEqual(openLater);
    expectTies(await tb(MAR, MAR), await fromLines(MAR, MAR));
    expectTies(await tb(FEB, MAR, 'Y'), await fromLines(FEB, MAR, true));
  });

  it('refuses a first month after the last', async () => {
    const res = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/trial-balance?propertyCode=RVS&lang=EN&periodFrom=${MAR}&periodTo=${JAN}`,
    });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('GL014');
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type Lang } from '@suanklang/shared';
import { launch, openPage, signIn, type WatchedPage } from '../support/browser';
import { DEMO_PASSWORD, DEMO_PROPERTY } from '../support/rights';

/**
 * What a browser receives (issue 20, part 5): sizes as transferred, read from Chromium's own network record
 * (encodedDataLength: the bytes that came over the wire, headers included), not from the built files.
 */
const KB = 1000;
const BUDGET = { signInScripts: 300 * KB, oneScript: 150 * KB, plainApiAnswer: 10 * KB } as const;

type Transfer = {
  url: string;
  /** Chromium's resource type: Document, Script, Fetch, XHR... */
  type: string;
  status: number;
  encoding: string;
  /** Bytes on the wire, headers included. */
  sent: number;
  /** Bytes of the body once decoded. */
  body: number;
  /** Taken from the browser's cache: nothing came over the wire. */
  cached: boolean;
};

/** Records every finished response of the page from now on. */
async function recordTransfers(page: Page): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  const pending = new Map<string, Omit<Transfer, 'sent'>>();
  const fromCache = new Set<string>();
  const done: Transfer[] = [];
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    pending.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      encoding: String(headers['content-encoding'] ?? ''),
      body: 0,
      cached: fromCache.has(requestId) || response.fromDiskCache === true,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = pending.get(requestId);
    if (entry) entry.body += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = pending.get(requestId);
    if (entry) done.push({ ...entry, sent: encodedDataLength });
    pending.delete(requestId);
  });
  await cdp.send('Network.enable');
  return done;
}

const scripts = (transfers: Transfer[]) => transfers.filter((t) => t.type === 'Script' && !t.cached);
const apiAnswers = (transfers: Transfer[]) =>
  transfers.filter((t) => (t.type === 'Fetch' || t.type === 'XHR') && !t.cached);
const total = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.sent, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pathOf = (url: string) => new URL(url).pathname;
/** One line per response, biggest first: what a failed budget prints. */
const listing = (transfers: Transfer[]) =>
  [...transfers]
    .sort((a, b) => b.sent - a.sent)
    .map((t) => `${kb(t.sent).padStart(9)} sent ${kb(t.body).padStart(9)} decoded  ${pathOf(t.url)}`)
    .join('\n');

let browser: Browser;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((w) => w.context.close()));
});
afterAll(async () => {
  await browser?.close();
});

async function freshPage(lang: Lang = 'th'): Promise<WatchedPage> {
  const watched = await openPage(browser, lang);
  opened.push(watched);
  return watched;
}

describe('What a browser receives (sizes as transferred)', () => {
  it.each(['th', 'en'] as const)(
    'the sign-in page (%s) sends at most 300 KB of script, no script over 150 KB, all of it compressed',
    async (lang) => {
      const { page, errors } = await freshPage(lang);
      const transfers = await recordTransfers(page);
      await page.goto('/login');
      await page.getByRole('button', { name: /เข้าสู่ระบบ|Sign in/ }).waitFor();
      await page.waitForLoadState('networkidle');

      const sent = scripts(transfers);
      const biggest = sent.reduce((a, b) => (b.sent > a.sent ? b : a), sent[0]!);
      console.log(
        `sign-in page (${lang}): ${sent.length} scripts, ${kb(total(sent))} sent (${kb(sent.reduce((s, t) => s + t.body, 0))} ` +
          `decoded); biggest ${pathOf(biggest.url)} ${kb(biggest.sent)}`,
      );
      expect(sent.length).toBeGreaterThan(0);
      expect(total(sent), listing(sent)).toBeLessThanOrEqual(BUDGET.signInScripts);
      expect(sent.filter((t) => t.sent > BUDGET.oneScript).map((t) => pathOf(t.url))).toEqual([]);
      expect(sent.filter((t) => t.encoding !== 'br').map((t) => pathOf(t.url))).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('a signed-in list screen: no script over 150 KB, every API answer over 10 KB compressed, a 500-row invoice search among them', async () => {
    const { page, errors } = await freshPage();
    const transfers = await recordTransfers(page);
    await signIn(page, 'admin', DEMO_PASSWORD, '/views/invoice');
    await page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    // The biggest list a screen asks for: one page of 500 invoices, through the browser's own fetch.
    const rows = await page.evaluate(
      async ({ tokenKey, propertyCode }) => {
        const res = await fetch('/invoices/search', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${localStorage.getItem(tokenKey) ?? ''}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ lang: 'TH', propertyCode, page: 1, pageSize: 500 }),
        });
        return ((await res.json()) as { data: unknown[] }).data.length;
      },
      { tokenKey: STORAGE_KEYS.token, propertyCode: DEMO_PROPERTY },
    );
    await page.waitForLoadState('networkidle');

    const search = apiAnswers(transfers).findLast((t) => pathOf(t.url) === '/invoices/search');
    expect(search).toBeDefined();
    console.log(
      `invoice search, ${rows} rows: ${kb(search!.sent)} sent (${kb(search!.body)} decoded, ${search!.encoding || 'plain'})`,
    );
    const sent = scripts(transfers);
    console.log(
      `sign-in and the invoice screen: ${sent.length} scripts, ${kb(total(sent))} sent; ` +
        `biggest ${kb(Math.max(...sent.map((t) => t.sent)))}`,
    );
    expect(rows).toBe(500);
    expect(search!.encoding).toMatch(/^(br|gzip)$/);
    expect(sent.filter((t) => t.sent > BUDGET.oneScript).map((t) => pathOf(t.url))).toEqual([]);
    const plain = apiAnswers(transfers).filter((t) => t.body > BUDGET.plainApiAnswer && !t.encoding);
    expect(plain.map((t) => `${pathOf(t.url)} ${kb(t.body)}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

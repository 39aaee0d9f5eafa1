import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { COMPRESSIBLE, registerCompression } from './compression';

/** A built web app as `vite build` leaves it: each text file with its brotli and gzip copies beside it. */
const ASSET = 'assets/main-Ab12Cd34.js';
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(',')}];\n`;
const page = `<!doctype html><html><head><title>Suanklang</title><script type="module" src="/${ASSET}"></script></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'suanklang-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', page],
    [ASSET, script],
  ] as const) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  }
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const RVS = { lang: 'EN', propertyCode: 'RVS' };
/** The invoices of the demo property, up to 500 of them. */
const invoiceSearch = (headers: Record<string, string>) =>
  t.call({
    as: 'viewer',
    method: 'POST',
    url: '/invoices/search',
    payload: { ...RVS, pageSize: 500 },
    headers,
  });

describe('API answers compressed on the fly', () => {
  it('a JSON answer over 1 KB comes back brotli or gzip as the request accepts, and plain when it accepts neither', async () => {
    // Enough invoices for a list well over 1 KB.
    for (let i = 0; i < 8; i++) {
      const saved = await t.call({
        as: 'accountant',
        method: 'POST',
        url: '/invoices/save',
        payload: {
          ...RVS,
          unitCode: 'A0105',
          invoiceDate: '2031-02-03',
          dueDate: '2031-02-18',
          lines: [{ expenseTypeCode: 'KC', description: `card ${i}`, quantity: '1', unitPrice: '150.00' }],
        },
      });
      expect(saved.statusCode).toBe(201);
    }
    const plain = await invoiceSearch({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const rows = plain.json();

    const br = await invoiceSearch({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(rows);

    const gzip = await invoiceSearch({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(rows);

    expect(
      (await invoiceSearch({ 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('an answer under 1 KB goes out plain', async () => {
    const res = await t.call({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a PDF and a workbook are sent as they are, even to a browser that accepts brotli', async () => {
    const issued = await t.call({
      as: 'accountant',
      method: 'POST',
      url: '/invoices/save',
      payload: {
        ...RVS,
        unitCode: 'A0105',
        invoiceDate: '2031-02-03',
        dueDate: '2031-02-18',
        issue: true,
        lines: [{ expenseTypeCode: 'KC', description: 'card', quantity: '1', unitPrice: '150.00' }],
      },
    });
    const pdf = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/invoices/${issued.json().data.invoiceId}/print?propertyCode=RVS&docLang=th`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await t.call({
      as: 'viewer',
      method: 'GET',
      url: '/invoices/v1/download?lang=TH&propertyCode=RVS&kind=OVERDUE',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('compresses text types only', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/html; charset=utf-8',
      'text/csv',
      'application/javascript; charset=utf-8',
      'image/svg+xml',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    }
    for (const type of [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
      'application/zip',
      'image/png',
      'text/event-stream',
    ]) {
      expect(COMPRESSIBLE.test(type), type).toBe(false);
    }
  });
});

describe('answers compressed in one piece or streamed, by size', () => {
  it('a 20 KB answer (a list page: 20 invoices are about 8.5 KB) is compressed in one piece with its length; one over 64 KB is streamed', async () => {
    const app = Fastify();
    await registerCompression(app);
    const body = (kb: number) => ({
      rows: Array.from({ length: kb * 10 }, (_, i) => ({
        no: `INV-${i}`,
        amount: `${i}.00`,
        pad: 'x'.repeat(80),
      })),
    });
    app.get('/small', async () => body(20));
    app.get('/large', async () => body(100));
    await app.ready();
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBe('br');
    expect(Number(small.headers['content-length'])).toBe(small.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(small.rawPayload).toString())).toEqual(body(20));
    const large = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toEqual(body(100));
    await app.close();
  });
});

describe('the web app, compressed at build time', () => {
  it('a hashed asset is sent as its brotli or gzip copy, cached as immutable', async () => {
    const get = (encoding?: string) =>
      t.call({ method: 'GET', url: `/${ASSET}`, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The copy written at build time, not one compressed again at the request.
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('index.html, for every client route, is compressed too and checked again at each load', async () => {
    const res = await t.call({ method: 'GET', url: '/views/invoice', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });
});

import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STORAGE_KEYS } from '@suanklang/shared';
import { DEMO_PROPERTY } from './rights';

/** A file the browser's API answers, as bytes (signed in as the page's user). */
export async function download(page: Page, path: string, query: Record<string, string>): Promise<Buffer> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const response = await page.request.get(path, {
    params: { lang: 'TH', propertyCode: DEMO_PROPERTY, ...query },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.body();
}

/** Every character the PDF's fonts map glyphs to (their ToUnicode maps, inflated): the text it can show. */
export function pdfCharacters(pdf: Buffer): Set<string> {
  const chars = new Set<string>();
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!body.includes('beginbf')) continue;
    for (const hex of body.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
      const code = hex[1]!;
      for (let i = 0; i + 4 <= code.length; i += 4)
        chars.add(String.fromCharCode(parseInt(code.slice(i, i + 4), 16)));
    }
  }
  return chars;
}

/** The characters of `words` (spaces aside) the PDF cannot show: none when its fonts carry them all. */
export function missingCharacters(pdf: Buffer, words: string): string[] {
  const chars = pdfCharacters(pdf);
  return [...words.replace(/\s/g, '')].filter((c) => !chars.has(c));
}

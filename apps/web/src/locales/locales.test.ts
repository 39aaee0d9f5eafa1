import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

function load(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(join(dir, lang, file), 'utf8'));
}

describe('translation files', () => {
  const thFiles = readdirSync(join(dir, 'th')).sort();
  const enFiles = readdirSync(join(dir, 'en')).sort();

  it('has the same namespaces in Thai and English', () => {
    expect(enFiles).toEqual(thFiles);
  });

  it.each(thFiles)('%s has the same keys in Thai and English', (file) => {
    const th = keysOf(load('th', file)).sort();
    const en = keysOf(load('en', file)).sort();
    expect(
      en.filter((k) => !th.includes(k)),
      'keys only in en',
    ).toEqual([]);
    expect(
      th.filter((k) => !en.includes(k)),
      'keys only in th',
    ).toEqual([]);
  });

  it.each(thFiles)('%s has no empty Thai or English text', (file) => {
    for (const lang of ['th', 'en']) {
      const flat = JSON.stringify(load(lang, file));
      expect(flat.includes('""'), `${lang}/${file}`).toBe(false);
    }
  });
});

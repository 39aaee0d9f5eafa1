import { useSyncExternalStore } from 'react';
import { DEFAULT_LANG, STORAGE_KEYS, parseLang, type Lang, type PropertyRow } from '@suanklang/shared';
import { readJson, readStorage, removeStorage, writeStorage } from '../storage';

/**
 * The user's language and selected property, kept in local storage (000 section 1) and observable by React.
 * Every call reads them at send time, so a change applies to the next request without re-creating clients.
 */
export type Preferences = { lang: Lang; propertyCode: string | null };

const listeners = new Set<() => void>();
let snapshot: Preferences = load();

function load(): Preferences {
  const storedLang = readStorage(STORAGE_KEYS.language);
  return {
    lang: storedLang === null ? DEFAULT_LANG : parseLang(storedLang),
    propertyCode: readStorage(STORAGE_KEYS.property) || null,
  };
}

function publish(next: Preferences): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPreferences(): Preferences {
  return snapshot;
}

export function currentLang(): Lang {
  return snapshot.lang;
}

export function currentPropertyCode(): string | null {
  return snapshot.propertyCode;
}

export function storeLang(lang: Lang): void {
  writeStorage(STORAGE_KEYS.language, lang);
  if (lang !== snapshot.lang) publish({ ...snapshot, lang });
}

export function storePropertyCode(propertyCode: string | null): void {
  if (propertyCode) writeStorage(STORAGE_KEYS.property, propertyCode);
  else removeStorage(STORAGE_KEYS.property);
  if (propertyCode !== snapshot.propertyCode) publish({ ...snapshot, propertyCode });
}

function isPropertyRows(value: unknown): value is PropertyRow[] {
  return (
    Array.isArray(value) &&
    value.every(
      (row: unknown) =>
        typeof row === 'object' &&
        row !== null &&
        typeof (row as Record<string, unknown>).propertyCode === 'string' &&
        typeof (row as Record<string, unknown>).propertyName === 'string',
    )
  );
}

/** The last property list the server gave, so the header can render before the list is fetched again. */
export function storedPropertyOptions(): PropertyRow[] {
  return readJson(STORAGE_KEYS.propertyOption, isPropertyRows) ?? [];
}

export function storePropertyOptions(rows: PropertyRow[]): void {
  writeStorage(STORAGE_KEYS.propertyOption, JSON.stringify(rows));
}

/** Re-reads local storage (another tab, or a test that seeded it). */
export function reloadPreferences(): void {
  publish(load());
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

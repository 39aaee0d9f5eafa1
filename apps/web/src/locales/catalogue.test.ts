import { describe, expect, it } from 'vitest';
import { OBJECT_IDS, SETTING_SCREENS, TOP_SCREENS } from '@suanklang/shared';
import { i18n } from '../i18n';
import { PLACEHOLDER_FIELDS } from '../features/screen-placeholders/search-fields';

const LANGS = ['th', 'en'] as const;

function missing(keys: string[]): string[] {
  return LANGS.flatMap((lng) =>
    keys.filter((key) => !i18n.exists(key, { lng })).map((key) => `${lng}:${key}`),
  );
}

describe('texts for the shared catalogues', () => {
  it('has a menu label and a page title for every screen', () => {
    const keys = [...TOP_SCREENS, ...SETTING_SCREENS].flatMap((screen) => [
      `screens:menu.${screen.titleKey}`,
      `screens:title.${screen.titleKey}`,
    ]);
    expect(missing(keys)).toEqual([]);
  });

  it('has a label for every object (menu modification screen)', () => {
    expect(missing(OBJECT_IDS.map((id) => `objects:${id}`))).toEqual([]);
  });

  it('has labels for every placeholder search field and option', () => {
    const keys = Object.entries(PLACEHOLDER_FIELDS).flatMap(([area, fields]) => [
      `screens:title.${area}`,
      ...fields.flatMap((field) => [
        `screens:search.${field.name}`,
        ...(field.options ?? []).map((option) => `screens:option.${option}`),
      ]),
    ]);
    expect(missing(keys)).toEqual([]);
  });

  it('gives the pages their spec titles in English', () => {
    const t = i18n.getFixedT('en', 'screens');
    expect(t('title.document')).toBe('G/L List');
    expect(t('title.debtorStatusHistory')).toBe('Debtor Status History');
    expect(t('title.requestPay')).toBe('Request Pay List');
  });
});

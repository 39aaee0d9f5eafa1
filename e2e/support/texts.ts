import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleMessage, type Lang, type MessageKey } from '@suanklang/shared';

/**
 * The texts the web app shows, read from its own locale files (apps/web/src/locales/{th,en}/<namespace>.json), so
 * a test expects exactly what a user of that language must see and never a second copy of it.
 */
type Tree = { [key: string]: string | Tree };

const LOCALES = join(import.meta.dirname, '../../apps/web/src/locales');
const namespaces = new Map<string, Tree>();

function namespace(lang: Lang, ns: string): Tree {
  const id = `${lang}/${ns}`;
  let tree = namespaces.get(id);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree;
    namespaces.set(id, tree);
  }
  return tree;
}

/** `text('th', 'screens:title.invoice')`: one text of the web app, `{{name}}` filled from `params`. */
export function text(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: string | Tree | undefined = namespace(lang, ns);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The browser tab of a screen: `<title> · ส่วนกลาง` (or `· Suanklang`). */
export function documentTitle(lang: Lang, title: string): string {
  return `${title} · ${text(lang, 'common:productName')}`;
}

/** A message of the shared validation catalogue (packages/shared/src/validation/messages.ts). */
export function validationMessage(lang: Lang, key: MessageKey): string {
  return ruleMessage(lang, key);
}

/** A RegExp matching `value` literally. */
export function literal(value: string): RegExp {
  return new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Thai script: an English page showing any is showing untranslated text. */
export const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/** A RegExp for a text whose `{{params}}` may be anything (a count, a name). */
export function textPattern(lang: Lang, key: string, ...params: string[]): RegExp {
  const marker = '\u0000';
  const filled = text(lang, key, Object.fromEntries(params.map((p) => [p, marker])));
  const escaped = filled.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(marker).join('.+?')}$`);
}

import type { Lang } from '@suanklang/shared';

type Named = { nameTh: string; nameEn: string };

/** An expense type's name in the reader's language; Thai when it has no English name. */
export function expenseTypeName(t: Named, lang: Lang): string {
  return lang === 'en' && t.nameEn.trim() !== '' ? t.nameEn : t.nameTh;
}

/**
 * An invoice line's description as a document or screen in `lang` shows it. A line that carries its expense
 * type's Thai name (what billing runs write) reads as the type's English name in English, where the type has one;
 * a description someone typed stays as it was typed, in whatever language that was.
 */
export function lineDescription(line: { description: string } & Named, lang: Lang): string {
  return line.description.trim() === line.nameTh.trim() ? expenseTypeName(line, lang) : line.description;
}

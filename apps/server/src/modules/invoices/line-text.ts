import { formatThaiDate, parseDisplayDate, type Lang } from '@suanklang/shared';

type Named = { nameTh: string; nameEn: string };

/** An expense type's name in the reader's language; Thai when it has no English name. */
export function expenseTypeName(t: Named, lang: Lang): string {
  return lang === 'en' && t.nameEn.trim() !== '' ? t.nameEn : t.nameTh;
}

const SURCHARGE_LABEL: Record<Lang, string> = { th: 'เงินเพิ่ม', en: 'Surcharge on' };

/**
 * What a surcharge run writes on the line of one overdue invoice: 'เงินเพิ่ม IN690100001 (01/02/2569-28/02/2569)'
 * (stored, Buddhist era); 'Surcharge on IN690100001 (01/02/2026-28/02/2026)' in English. `from` and `to` are the
 * first and last day charged (ISO).
 */
export function surchargeLineText(invoiceNo: string, from: string, to: string, lang: Lang): string {
  return `${SURCHARGE_LABEL[lang]} ${invoiceNo} (${formatThaiDate(from, lang)}-${formatThaiDate(to, lang)})`;
}

const STORED_SURCHARGE = /^เงินเพิ่ม (\S+) \((\d{2}\/\d{2}\/\d{4})-(\d{2}\/\d{2}\/\d{4})\)$/;

/**
 * The English text of a surcharge line whose stored description is exactly what the run wrote (the overdue
 * invoice and the days charged, read back from it), else null: a description typed or edited stays as it is.
 */
function surchargeInEnglish(description: string): string | null {
  const m = STORED_SURCHARGE.exec(description.trim());
  if (!m) return null;
  const from = parseDisplayDate(m[2] ?? '', 'th');
  const to = parseDisplayDate(m[3] ?? '', 'th');
  if (!from || !to) return null;
  return surchargeLineText(m[1] ?? '', from, to, 'en');
}

/**
 * An invoice line's description as a document or screen in `lang` shows it. A line that carries its expense
 * type's Thai name (what billing runs write) reads as the type's English name in English, where the type has one;
 * a surcharge line as the run wrote it reads in English; a description someone typed stays as it was typed, in
 * whatever language that was.
 */
export function lineDescription(line: { description: string; category: string } & Named, lang: Lang): string {
  if (lang === 'en' && line.category === 'SURCHARGE') {
    const english = surchargeInEnglish(line.description);
    if (english) return english;
  }
  return line.description.trim() === line.nameTh.trim() ? expenseTypeName(line, lang) : line.description;
}

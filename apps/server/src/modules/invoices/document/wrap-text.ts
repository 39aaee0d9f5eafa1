/**
 * Line breaking for Thai and English. Thai is written without spaces between words, and pdfkit's own wrapper
 * (UAX #14) has no dictionary for it, so it would run a Thai sentence off the page or cut it mid-word. We break
 * only at Intl.Segmenter('th') word boundaries, and fall back to grapheme clusters for a single word wider than
 * the line, so a vowel or tone mark never leaves its consonant.
 */

export type MeasureText = (text: string) => number;

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const BLANK = /^\s+$/;

/** Splits text into lines no wider than maxWidth as measured by `measure`; '\n' starts a new line. */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const { segment } of words.segment(paragraph)) {
      // A wrapped line never starts with the space that caused the break.
      if (line === '' && BLANK.test(segment)) continue;
      if (measure((line + segment).trimEnd()) <= maxWidth) {
        line += segment;
        continue;
      }
      if (line !== '') lines.push(line.trimEnd());
      line = '';
      if (BLANK.test(segment)) continue;
      if (measure(segment) <= maxWidth) {
        line = segment;
        continue;
      }
      for (const { segment: cluster } of graphemes.segment(segment)) {
        if (line !== '' && measure(line + cluster) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += cluster;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

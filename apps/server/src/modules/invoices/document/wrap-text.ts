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
/** Text with no space and no Thai letter: a period, a date, a code or an amount, never broken at its punctuation. */
const UNBROKEN = /^[^\s\u0E00-\u0E7F]+$/u;

/**
 * The pieces a line may end after: Thai words, spaces, and whole runs of other text ("10/2569", "A-0101"), which
 * the word segmenter would otherwise split at "/" or "-".
 */
function pieces(paragraph: string): string[] {
  const out: string[] = [];
  for (const { segment } of words.segment(paragraph)) {
    const last = out.length - 1;
    if (last >= 0 && UNBROKEN.test(segment) && UNBROKEN.test(out[last]!)) out[last] += segment;
    else out.push(segment);
  }
  return out;
}

/** Splits text into lines no wider than maxWidth as measured by `measure`; '\n' starts a new line. */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const segment of pieces(paragraph)) {
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

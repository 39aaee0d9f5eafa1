/**
 * Code 128 for the Bank of Thailand paper-bill barcode, which counter scanners read. Its text mixes '|' (only in
 * code set B), long digit runs (set C packs two per symbol) and carriage returns (control characters, only in
 * set A, reached from B with a one-symbol SHIFT). A small hand encoder is cheaper than a barcode library.
 */

/** Bar and space widths (in modules) of symbol values 0..106; 106 is the stop pattern. */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

const SHIFT = 98;
const CODE_C = 99;
const CODE_B = 100;
const CODE_A = 101;
const START = { A: 103, B: 104, C: 105 } as const;
const STOP = 106;
/** Modules of blank space either side of the symbol that the standard asks for. */
export const CODE128_QUIET_ZONE = 10;

type CodeSet = 'A' | 'B' | 'C';

/** Length of the run of ASCII digits starting at `at`. */
function digitRun(text: string, at: number): number {
  let end = at;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end += 1;
  return end - at;
}

/** Symbol values for ASCII text (0-127), start and check symbols included, stop excluded. */
export function code128Values(text: string): number[] {
  const values: number[] = [];
  let set: CodeSet | null = null;
  const switchTo = (next: CodeSet): void => {
    if (set === next) return;
    values.push(set === null ? START[next] : next === 'A' ? CODE_A : next === 'B' ? CODE_B : CODE_C);
    set = next;
  };

  let at = 0;
  while (at < text.length) {
    const run = digitRun(text, at);
    // Set C pays for its switch symbol from four digits on.
    if (run >= 4) {
      switchTo('C');
      const pairs = Math.floor(run / 2);
      for (let i = 0; i < pairs; i += 1) values.push(Number(text.slice(at + 2 * i, at + 2 * i + 2)));
      at += pairs * 2;
      continue;
    }
    const code = text.charCodeAt(at);
    if (code > 127) throw new RangeError(`Code 128 carries ASCII only: '${text[at]}'`);
    if (code < 32) {
      if (set === 'B') values.push(SHIFT);
      else switchTo('A');
      values.push(code + 64);
    } else {
      if (set !== 'A' || code >= 96) switchTo('B');
      values.push(code - 32);
    }
    at += 1;
  }
  if (values.length === 0) switchTo('B');

  const checksum = values.reduce((sum, value, i) => sum + value * Math.max(i, 1), 0) % 103;
  return [...values, checksum];
}

/** The module widths of the whole symbol, alternating bar and space and starting with a bar. */
export function code128Modules(text: string): number[] {
  return [...code128Values(text), STOP].flatMap((value) => [...(PATTERNS[value] ?? '')].map(Number));
}

/** Draws the barcode with bars `height` tall, fitted into `width` (quiet zones included). */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const modules = code128Modules(text);
  const total = modules.reduce((sum, m) => sum + m, 0) + 2 * CODE128_QUIET_ZONE;
  const unit = width / total;
  let cursor = x + CODE128_QUIET_ZONE * unit;
  doc.save();
  modules.forEach((m, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, m * unit, height);
    cursor += m * unit;
  });
  doc.fill('#000000');
  doc.restore();
}

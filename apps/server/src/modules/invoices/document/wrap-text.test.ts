import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text';

/** One unit per code point: a stand-in for font metrics that makes widths easy to reason about. */
const measure = (text: string): number => [...text].length;

const THAI = 'นิติบุคคลอาคารชุดสวนกลางเรสซิเดนซ์ขอแจ้งค่าส่วนกลางประจำเดือนพฤศจิกายนและค่าน้ำประปาที่ค้างชำระ';

function wordEnds(text: string): Set<number> {
  const ends = new Set<number>();
  for (const { index, segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(text)) {
    ends.add(index + segment.length);
  }
  return ends;
}

describe('wrapText', () => {
  it('breaks Thai only between words and keeps every line within the width', () => {
    const ends = wordEnds(THAI);
    const longestWord = Math.max(
      ...[...new Intl.Segmenter('th', { granularity: 'word' }).segment(THAI)].map((s) => measure(s.segment)),
    );
    for (let width = longestWord; width <= 60; width += 3) {
      const lines = wrapText(THAI, width, measure);
      expect(lines.join(''), `width ${width}`).toBe(THAI);
      let at = 0;
      for (const line of lines) {
        expect(measure(line)).toBeLessThanOrEqual(width);
        at += line.length;
        expect(ends.has(at), `break after '${line}' at width ${width}`).toBe(true);
      }
    }
  });

  it('never cuts inside the word พฤศจิกายน, however tight the line', () => {
    const lines = wrapText('เดือนพฤศจิกายน', 10, measure);
    expect(lines).toEqual(['เดือน', 'พฤศจิกายน']);
  });

  it('splits a word wider than the line between grapheme clusters, never before a mark', () => {
    const lines = wrapText('ญี่ปุ่นน้ำ', 2, measure);
    expect(lines.join('')).toBe('ญี่ปุ่นน้ำ');
    for (const line of lines) expect(line).not.toMatch(/^\p{M}/u);
    expect(lines[0]).toBe('ญี่');
  });

  it('breaks at spaces, drops the space at the break and keeps explicit newlines', () => {
    expect(wrapText('Common fee for November', 11, measure)).toEqual(['Common fee', 'for', 'November']);
    expect(wrapText('ค่าส่วนกลาง ค่าน้ำ', 11, measure)).toEqual(['ค่าส่วนกลาง', 'ค่าน้ำ']);
    expect(wrapText('line one\nline two', 100, measure)).toEqual(['line one', 'line two']);
    expect(wrapText('', 10, measure)).toEqual(['']);
  });

  it('keeps numbers and amounts whole', () => {
    expect(wrapText('ยอด 1,234,567.89 บาท', 13, measure)).toEqual(['ยอด', '1,234,567.89', 'บาท']);
  });

  it('keeps a billing period, a date and a unit code whole, breaking only at the spaces between them', () => {
    expect(wrapText('10/2569 - 10/2569', 10, measure)).toEqual(['10/2569 -', '10/2569']);
    expect(wrapText('ห้อง A-0101 วันที่ 25/11/2569', 12, measure)).toEqual(['ห้อง A-0101', 'วันที่', '25/11/2569']);
  });
});

import { describe, expect, it } from 'vitest';
import { expenseTypeName, lineDescription, surchargeLineText } from './line-text';

const water = { nameTh: 'ค่าน้ำประปา', nameEn: 'Water', category: 'WATER' };
const surcharge = {
  nameTh: 'เงินเพิ่มค่าส่วนกลางค้างชำระ',
  nameEn: 'Late-payment surcharge',
  category: 'SURCHARGE',
};

describe('expenseTypeName', () => {
  it('gives the English name in English, the Thai name in Thai', () => {
    expect(expenseTypeName(water, 'en')).toBe('Water');
    expect(expenseTypeName(water, 'th')).toBe('ค่าน้ำประปา');
  });

  it('falls back to the Thai name when the type has no English name', () => {
    expect(expenseTypeName({ nameTh: 'ค่าน้ำประปา', nameEn: '' }, 'en')).toBe('ค่าน้ำประปา');
    expect(expenseTypeName({ nameTh: 'ค่าน้ำประปา', nameEn: '  ' }, 'en')).toBe('ค่าน้ำประปา');
  });
});

describe('lineDescription', () => {
  it("reads a billed line (the type's Thai name) as the English name in English", () => {
    expect(lineDescription({ ...water, description: 'ค่าน้ำประปา' }, 'en')).toBe('Water');
    expect(lineDescription({ ...water, description: ' ค่าน้ำประปา ' }, 'en')).toBe('Water');
    expect(lineDescription({ ...water, description: 'ค่าน้ำประปา' }, 'th')).toBe('ค่าน้ำประปา');
  });

  it('keeps a typed description as typed, in either language', () => {
    const typed = { ...water, description: 'ค่าน้ำประปา (ปรับปรุงยอด)' };
    expect(lineDescription(typed, 'en')).toBe('ค่าน้ำประปา (ปรับปรุงยอด)');
    expect(lineDescription({ ...water, description: 'Water refill' }, 'th')).toBe('Water refill');
  });

  it('keeps the Thai name when the type has no English name', () => {
    expect(lineDescription({ ...water, nameEn: '', description: 'ค่าน้ำประปา' }, 'en')).toBe('ค่าน้ำประปา');
  });
});

describe('surcharge lines', () => {
  const stored = surchargeLineText('IN690100001', '2026-02-01', '2026-02-28', 'th');

  it('writes the Thai text in the Buddhist era and the English one in the common era', () => {
    expect(stored).toBe('เงินเพิ่ม IN690100001 (01/02/2569-28/02/2569)');
    expect(surchargeLineText('IN690100001', '2026-02-01', '2026-02-28', 'en')).toBe(
      'Surcharge on IN690100001 (01/02/2026-28/02/2026)',
    );
  });

  it('reads the stored Thai text in English on a surcharge line, as stored in Thai', () => {
    expect(lineDescription({ ...surcharge, description: stored }, 'en')).toBe(
      'Surcharge on IN690100001 (01/02/2026-28/02/2026)',
    );
    expect(lineDescription({ ...surcharge, description: stored }, 'th')).toBe(stored);
    // Across a year end and on 29 February.
    expect(
      lineDescription(
        { ...surcharge, description: surchargeLineText('IN681200009', '2025-12-16', '2028-02-29', 'th') },
        'en',
      ),
    ).toBe('Surcharge on IN681200009 (16/12/2025-29/02/2028)');
  });

  it('keeps a typed or edited surcharge text, and the same words on a line of another kind', () => {
    const typed = ['เงินเพิ่ม IN690100001 ม.ค.', 'เงินเพิ่ม IN690100001 (31/02/2569-28/02/2569)', 'เงินเพิ่ม'];
    for (const description of typed) {
      expect(lineDescription({ ...surcharge, description }, 'en')).toBe(description);
    }
    expect(lineDescription({ ...water, description: stored }, 'en')).toBe(stored);
    // A line that carries the surcharge type's own name reads as its English name.
    expect(lineDescription({ ...surcharge, description: surcharge.nameTh }, 'en')).toBe(
      'Late-payment surcharge',
    );
  });
});

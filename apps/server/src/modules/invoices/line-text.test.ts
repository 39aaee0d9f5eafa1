import { describe, expect, it } from 'vitest';
import { expenseTypeName, lineDescription } from './line-text';

const water = { nameTh: 'ค่าน้ำประปา', nameEn: 'Water' };

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
    expect(lineDescription({ nameTh: 'ค่าน้ำประปา', nameEn: '', description: 'ค่าน้ำประปา' }, 'en')).toBe(
      'ค่าน้ำประปา',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  const somchai = { firstName: 'สมชาย', lastName: 'ใจดี', firstNameEn: 'Somchai', lastNameEn: 'Jaidee' };

  it('shows the English name in English and the name in Thai', () => {
    expect(personName(somchai, 'en')).toBe('Somchai Jaidee');
    expect(personName(somchai, 'th')).toBe('สมชาย ใจดี');
  });

  it('falls back to the name when no English name is given, and null without a user', () => {
    expect(personName({ ...somchai, firstNameEn: null, lastNameEn: '' }, 'en')).toBe('สมชาย ใจดี');
    expect(personName({ ...somchai, lastNameEn: null }, 'en')).toBe('Somchai');
    expect(personName(null, 'en')).toBeNull();
    expect(personName({ firstName: '', lastName: null }, 'th')).toBeNull();
  });
});

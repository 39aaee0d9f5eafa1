import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMonth, toBuddhistFormat } from './format';

describe('display formats', () => {
  it('shows amounts with 2 decimals and comma thousands, 0.00 when empty', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(-50)).toBe('-50.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it('shows dates with the Buddhist-era year in Thai and the CE year in English', () => {
    expect(formatDate('2026-03-15', 'th')).toBe('15/03/2569');
    expect(formatDate('2026-03-15', 'en')).toBe('15/03/2026');
    expect(formatDate(dayjs('2026-03-15'), 'th')).toBe('15/03/2569');
    expect(formatDateTime('2026-03-15T02:30:00Z', 'th')).toBe('15/03/2569 09:30');
    expect(formatMonth('2026-01-01', 'th')).toBe('01/2569');
  });

  it('shows a dash when empty and server-formatted text as it came', () => {
    expect(formatDate(null, 'th')).toBe('-');
    expect(formatDate('', 'en')).toBe('-');
    expect(formatDateTime('15/03/2569 09:30', 'th')).toBe('15/03/2569 09:30');
  });

  it('turns YYYY into the Buddhist-era token outside literals', () => {
    expect(toBuddhistFormat('DD/MM/YYYY HH:mm')).toBe('DD/MM/BBBB HH:mm');
    expect(toBuddhistFormat('[YYYY] YYYY')).toBe('[YYYY] BBBB');
  });
});

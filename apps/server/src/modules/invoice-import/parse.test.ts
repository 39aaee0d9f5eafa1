import { describe, expect, it } from 'vitest';
import { parseRow, readAmount, readDate, readMeter } from './parse';
import { cellValue, safeText } from './workbook';

describe('reading import cells', () => {
  it('reads dates as DD/MM/YYYY or ISO, with a Buddhist-era year above 2400', () => {
    expect(readDate('31/01/2567')).toEqual({ value: '2024-01-31' });
    expect(readDate('1/2/2024')).toEqual({ value: '2024-02-01' });
    expect(readDate('2567-02-29')).toEqual({ value: '2024-02-29' });
    expect(readDate('2024-02-29')).toEqual({ value: '2024-02-29' });
    expect(readDate('29/02/2566')).toEqual({ rule: 'date' });
    expect(readDate('1/2/24')).toEqual({ rule: 'date_format' });
    expect(readDate('01/01/1800')).toEqual({ rule: 'date' });
  });

  it('reads amounts exactly, with at most 2 decimals', () => {
    expect(readAmount('1,234.56')).toEqual({ value: 123_456 });
    expect(readAmount('0.1')).toEqual({ value: 10 });
    expect(readAmount('0.30000000000000004')).toEqual({ rule: 'decimal' });
    expect(readAmount('1,23')).toEqual({ rule: 'amount' });
    expect(readAmount('1e3')).toEqual({ rule: 'amount' });
    expect(readAmount('-5')).toEqual({ value: -500 });
  });

  it('reads meter readings', () => {
    expect(readMeter('0012.5')).toEqual({ value: '12.50' });
    expect(readMeter('-1')).toEqual({ rule: 'min_value' });
    expect(readMeter('1.234')).toEqual({ rule: 'decimal' });
  });

  it('defaults the billing month to the invoice month and the cycle to the billing month', () => {
    const { row, issues } = parseRow(
      'OVERDUE',
      {
        propertyCode: 'rvs',
        unitCode: 'a0101',
        expenseType: 'cf',
        invoiceDate: '05/03/2567',
        dueDate: '20/03/2567',
        amountExcludeVat: '100',
      },
      { propertyCode: 'RVS', today: '2026-01-01' },
    );
    expect(issues).toEqual([]);
    expect(row).toMatchObject({
      unitCode: 'A0101',
      expenseTypeCode: 'CF',
      billingMonth: '2024-03',
      cycleStart: '2024-03',
      cycleEnd: '2024-03',
      amountExcludeVat: 10_000,
      vat: 0,
    });
  });

  it('refuses an invoice dated after today, and a month without its year', () => {
    const { issues } = parseRow(
      'OVERDUE',
      {
        propertyCode: 'RVS',
        unitCode: 'A0101',
        expenseType: 'CF',
        invoiceDate: '2026-01-02',
        dueDate: '2026-01-31',
        amountExcludeVat: '1',
        billingCycleMonth: '13',
      },
      { propertyCode: 'RVS', today: '2026-01-01' },
    );
    expect(issues).toEqual([
      { column: 'invoiceDate', key: 'before', params: { date: '2026-01-02' } },
      { column: 'billingCycleMonth', key: 'between', params: { min: 1, max: 12 } },
      { column: 'billingCycleYear', key: 'required' },
    ]);
  });

  it('keeps files it writes free of formulas', () => {
    expect(safeText('=1+1')).toBe("'=1+1");
    expect(safeText('@x')).toBe("'@x");
    expect(safeText('\tx')).toBe("'\tx");
    expect(safeText('A0101')).toBe('A0101');
    expect(cellValue('amountExcludeVat', '-12.5')).toBe(-12.5);
    expect(cellValue('unitCode', '-12.5')).toBe("'-12.5");
    expect(cellValue('unitCode', '0101')).toBe('0101');
  });
});

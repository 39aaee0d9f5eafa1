import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSurcharge, type SurchargeInput, type SurchargeSettingsInput } from './surcharge';

const settings: SurchargeSettingsInput = {
  method: 'DAILY_365',
  ratePerYear: '12.00',
  overdueRatePerYear: '20.00',
  overdueAfterMonths: 6,
  higherRateAppliesTo: 'OLDER_PART',
  graceDays: 0,
};
type Override = Partial<Omit<SurchargeInput, 'settings'>> & { settings?: Partial<SurchargeSettingsInput> };
const input = (over: Override): SurchargeInput => ({
  principal: 100_000,
  dueDate: '2026-01-31',
  from: '2026-02-01',
  to: '2026-03-03',
  oldestDueDate: '2026-01-31',
  ...over,
  settings: { ...settings, ...over.settings },
});

describe('computeSurcharge', () => {
  it('12%/yr DAILY_365 on 1,000.00 for 31 days is 10.19 (1000 x 0.12 x 31/365 = 10.1917)', () => {
    expect(computeSurcharge(input({}))).toEqual({
      amount: 1_019,
      days: 31,
      from: '2026-02-01',
      to: '2026-03-03',
      lines: [{ from: '2026-02-01', to: '2026-03-03', days: 31, ratePerYear: '12.00', amount: 1_019 }],
    });
  });

  it('charges nothing when paid within grace, but counts from the due date once past it', () => {
    const grace = { graceDays: 7 };
    expect(computeSurcharge(input({ to: '2026-02-07', settings: grace }))).toMatchObject({
      amount: 0,
      days: 0,
      lines: [],
    });
    // 8 days from 1 Feb: 1000 x 0.12 x 8/365 = 2.6301
    expect(computeSurcharge(input({ to: '2026-02-08', settings: grace }))).toMatchObject({
      amount: 263,
      days: 8,
      from: '2026-02-01',
    });
    expect(computeSurcharge(input({ to: '2026-01-31' }))).toMatchObject({ amount: 0, days: 0 });
  });

  it('OLDER_PART switches to 20% on the day 6 months after the due date', () => {
    const got = computeSurcharge(
      input({ dueDate: '2025-01-31', oldestDueDate: '2024-01-31', from: '2025-07-01', to: '2025-08-30' }),
    );
    expect(got).toEqual({
      amount: 986 + 1_699,
      days: 61,
      from: '2025-07-01',
      to: '2025-08-30',
      lines: [
        // 1000 x 0.12 x 30/365 = 9.8630; 1000 x 0.20 x 31/365 = 16.9863
        { from: '2025-07-01', to: '2025-07-30', days: 30, ratePerYear: '12.00', amount: 986 },
        { from: '2025-07-31', to: '2025-08-30', days: 31, ratePerYear: '20.00', amount: 1_699 },
      ],
    });
  });

  it('counts 6 months from 31 August as 28 February', () => {
    const got = computeSurcharge(
      input({ principal: 365_000, dueDate: '2025-08-31', from: '2026-02-27', to: '2026-03-01' }),
    );
    // 3650 x 0.12 x 1/365 = 1.20; 3650 x 0.20 x 2/365 = 4.00
    expect(got.lines.map((l) => [l.from, l.to, l.amount])).toEqual([
      ['2026-02-27', '2026-02-27', 120],
      ['2026-02-28', '2026-03-01', 400],
    ]);
  });

  it('WHOLE_DEBT uses the higher rate once the oldest debt is 6 months overdue', () => {
    const base = { dueDate: '2026-03-31', oldestDueDate: '2025-09-30', from: '2026-04-01', to: '2026-04-30' };
    // 1000 x 0.20 x 30/365 = 16.4384
    expect(
      computeSurcharge(input({ ...base, settings: { higherRateAppliesTo: 'WHOLE_DEBT' } })).lines,
    ).toEqual([{ from: '2026-04-01', to: '2026-04-30', days: 30, ratePerYear: '20.00', amount: 1_644 }]);
    // the same invoice under OLDER_PART is only one month old: 1000 x 0.12 x 30/365 = 9.8630
    expect(computeSurcharge(input(base)).amount).toBe(986);
  });

  it.each([
    ['a whole February is one month: 1% of 1,000.00', '2026-02-01', '2026-02-28', 1_000],
    ['a whole leap February too', '2028-02-01', '2028-02-29', 1_000],
    // 1000 x 1% x (1 + 15/31) = 14.8387
    ['February and half of March', '2026-02-01', '2026-03-15', 1_484],
    // 1000 x 1% x 10/28 = 3.5714
    ['ten days of February', '2026-02-01', '2026-02-10', 357],
  ])('MONTHLY_RATE: %s', (_name, from, to, amount) => {
    const dueDate = from === '2028-02-01' ? '2028-01-31' : '2026-01-31';
    expect(computeSurcharge(input({ dueDate, from, to, settings: { method: 'MONTHLY_RATE' } })).amount).toBe(
      amount,
    );
  });

  it('MONTHLY_RATE rounds each rate line once', () => {
    const got = computeSurcharge(
      input({
        dueDate: '2025-01-31',
        from: '2025-07-01',
        to: '2025-08-31',
        settings: { method: 'MONTHLY_RATE' },
      }),
    );
    // 12%: 1000 x 1% x 30/31 = 9.6774; 20%: 1000 x (20/12)% x (1/31 + 31/31) = 17.2043
    expect(got.lines.map((l) => l.amount)).toEqual([968, 1_720]);
    expect(got.amount).toBe(2_688);
  });

  it('gives zero when from is after to', () => {
    expect(computeSurcharge(input({ from: '2026-03-04', to: '2026-03-03' }))).toEqual({
      amount: 0,
      days: 0,
      from: '2026-03-04',
      to: '2026-03-03',
      lines: [],
    });
  });

  it('never charges the due date itself, whatever from says', () => {
    expect(computeSurcharge(input({ from: '2026-01-15', to: '2026-02-01' }))).toMatchObject({
      days: 1,
      from: '2026-02-01',
    });
  });

  it('joins both runs into one line when the rates are equal', () => {
    const got = computeSurcharge(
      input({
        dueDate: '2025-01-31',
        from: '2025-07-01',
        to: '2025-08-30',
        settings: { overdueRatePerYear: '12' },
      }),
    );
    expect(got.lines).toEqual([
      { from: '2025-07-01', to: '2025-08-30', days: 61, ratePerYear: '12.00', amount: 2_005 },
    ]);
  });

  it('charges nothing on a zero principal or a zero rate, but still counts the days', () => {
    expect(computeSurcharge(input({ principal: 0 }))).toMatchObject({ amount: 0, days: 31 });
    expect(computeSurcharge(input({ settings: { ratePerYear: '0' } }))).toMatchObject({
      amount: 0,
      days: 31,
    });
  });

  it.each<[string, Override]>([
    ['a fractional principal', { principal: 100.5 }],
    ['a negative principal', { principal: -1 }],
    ['a bad date', { to: '2026-02-30' }],
    [
      'a bad oldest due date under WHOLE_DEBT',
      { oldestDueDate: '', settings: { higherRateAppliesTo: 'WHOLE_DEBT' } },
    ],
    ['a negative rate', { settings: { ratePerYear: '-12' } }],
    ['a rate with a percent sign', { settings: { ratePerYear: '12%' } }],
    ['negative grace', { settings: { graceDays: -1 } }],
    ['an unknown method', { settings: { method: 'DAILY_360' as 'DAILY_365' } }],
  ])('refuses %s', (_name, over) => {
    expect(() => computeSurcharge(input(over))).toThrow(RangeError);
  });

  it('stays within half a satang per line of the exact day-by-day sum', () => {
    // An independent reference on Date.UTC: each day at 12% or 20%, summed exactly over one common denominator.
    const DAY = 86_400_000;
    const iso = (d: number) => new Date(d * DAY).toISOString().slice(0, 10);
    const lastDayOf = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
    const LCM_MONTH_LENGTHS = 377_580n; // lcm(28, 29, 30, 31)
    const den = 365n * 12n * 100n * LCM_MONTH_LENGTHS;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 19_700, max: 20_500 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom<SurchargeSettingsInput['method']>('DAILY_365', 'MONTHLY_RATE'),
        fc.integer({ min: 1, max: 12 }),
        (principal, due, startGap, length, method, months) => {
          const from = due + 1 + startGap;
          const to = from + length;
          const got = computeSurcharge({
            principal,
            dueDate: iso(due),
            from: iso(from),
            to: iso(to),
            oldestDueDate: iso(due),
            settings: { ...settings, method, overdueAfterMonths: months },
          });
          const d0 = new Date(due * DAY);
          const [y, m] = [d0.getUTCFullYear(), d0.getUTCMonth() + months];
          const switchDay = Date.UTC(y, m, Math.min(d0.getUTCDate(), lastDayOf(y, m))) / DAY;
          let num = 0n;
          for (let d = from; d <= to; d++) {
            const rate = d >= switchDay ? 20n : 12n;
            const t = new Date(d * DAY);
            const share =
              method === 'DAILY_365'
                ? 12n * LCM_MONTH_LENGTHS
                : (365n * LCM_MONTH_LENGTHS) / BigInt(lastDayOf(t.getUTCFullYear(), t.getUTCMonth()));
            num += BigInt(principal) * rate * share;
          }
          expect(got.days).toBe(length + 1);
          expect(got.lines.reduce((sum, l) => sum + l.days, 0)).toBe(length + 1);
          const diff = BigInt(got.amount) * den - num;
          expect((diff < 0n ? -diff : diff) * 2n <= BigInt(got.lines.length) * den).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

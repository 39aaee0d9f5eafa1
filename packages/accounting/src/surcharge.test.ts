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
      lines: [
        {
          from: '2026-02-01',
          to: '2026-03-03',
          days: 31,
          principal: 100_000,
          ratePerYear: '12.00',
          amount: 1_019,
        },
      ],
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
        {
          from: '2025-07-01',
          to: '2025-07-30',
          days: 30,
          principal: 100_000,
          ratePerYear: '12.00',
          amount: 986,
        },
        {
          from: '2025-07-31',
          to: '2025-08-30',
          days: 31,
          principal: 100_000,
          ratePerYear: '20.00',
          amount: 1_699,
        },
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
    ).toEqual([
      {
        from: '2026-04-01',
        to: '2026-04-30',
        days: 30,
        principal: 100_000,
        ratePerYear: '20.00',
        amount: 1_644,
      },
    ]);
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
      {
        from: '2025-07-01',
        to: '2025-08-30',
        days: 61,
        principal: 100_000,
        ratePerYear: '12.00',
        amount: 2_005,
      },
    ]);
  });

  it('charges no day on a zero principal; a zero rate charges nothing but still counts the days', () => {
    expect(computeSurcharge(input({ principal: 0 }))).toMatchObject({ amount: 0, days: 0, lines: [] });
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
        fc.integer({ min: 1, max: 10 ** 9 }),
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

describe('computeSurcharge on the payment history', () => {
  const d365 = (over: Override) => computeSurcharge(input(over));
  const brief = (r: ReturnType<typeof computeSurcharge>) =>
    r.lines.map((l) => [l.from, l.to, l.days, l.principal, l.ratePerYear, l.amount]);

  it('charges each day on what was unpaid that day: partial payments over several periods', () => {
    // 1,000.00 due 31 Jan; 400.00 paid 10 Feb, 300.00 paid 5 Mar, 300.00 still owed on 31 Mar.
    const got = d365({
      principal: 30_000,
      payments: [
        { date: '2026-03-05', amount: 30_000 },
        { date: '2026-02-10', amount: 40_000 },
      ],
      to: '2026-03-31',
    });
    expect(brief(got)).toEqual([
      // 1000 x 0.12 x 10/365 = 3.2877 (1-10 Feb: the payment day still bears the unpaid amount)
      ['2026-02-01', '2026-02-10', 10, 100_000, '12.00', 329],
      // 600 x 0.12 x 23/365 = 4.5370 (11 Feb - 5 Mar)
      ['2026-02-11', '2026-03-05', 23, 60_000, '12.00', 454],
      // 300 x 0.12 x 26/365 = 2.5644 (6-31 Mar)
      ['2026-03-06', '2026-03-31', 26, 30_000, '12.00', 256],
    ]);
    expect(got).toMatchObject({ amount: 1_039, days: 59, from: '2026-02-01', to: '2026-03-31' });
  });

  it('ignores payments before the first day charged', () => {
    const got = d365({
      principal: 30_000,
      payments: [
        { date: '2026-02-10', amount: 40_000 },
        { date: '2026-03-05', amount: 30_000 },
      ],
      from: '2026-03-06',
      to: '2026-03-31',
    });
    expect(brief(got)).toEqual([['2026-03-06', '2026-03-31', 26, 30_000, '12.00', 256]]);
  });

  it('switches to the higher rate inside a principal segment, after a payment', () => {
    // Higher rate 2 months after 31 Jan: from 31 Mar. 500.00 paid 15 Mar, the other 500.00 on 20 Apr.
    const got = d365({
      principal: 0,
      payments: [
        { date: '2026-03-15', amount: 50_000 },
        { date: '2026-04-20', amount: 50_000 },
      ],
      to: '2026-05-31',
      settings: { overdueAfterMonths: 2 },
    });
    expect(brief(got)).toEqual([
      // 1000 x 0.12 x 43/365 = 14.1370
      ['2026-02-01', '2026-03-15', 43, 100_000, '12.00', 1_414],
      // 500 x 0.12 x 15/365 = 2.4658
      ['2026-03-16', '2026-03-30', 15, 50_000, '12.00', 247],
      // 500 x 0.20 x 21/365 = 5.7534
      ['2026-03-31', '2026-04-20', 21, 50_000, '20.00', 575],
    ]);
    expect(got).toMatchObject({ amount: 2_236, days: 79, to: '2026-04-20' });
  });

  it('charges an invoice paid in full late up to its payment date, and only the days not charged yet', () => {
    const paid = { principal: 0, payments: [{ date: '2026-04-21', amount: 100_000 }], to: '2026-05-31' };
    // 80 days late (28 Feb + 31 Mar + 21 Apr): 1000 x 0.12 x 80/365 = 26.3014
    expect(d365(paid)).toMatchObject({ amount: 2_630, days: 80, from: '2026-02-01', to: '2026-04-21' });
    // Already charged to 28 Feb: 1-31 Mar and 1-21 Apr, 52 days: 1000 x 0.12 x 52/365 = 17.0959
    expect(d365({ ...paid, from: '2026-03-01' })).toMatchObject({ amount: 1_710, days: 52 });
    // Charged to its payment day: nothing left.
    expect(d365({ ...paid, from: '2026-04-22' })).toMatchObject({ amount: 0, days: 0, lines: [] });
    // A run as of a day before the payment charges up to that day (1000 x 0.12 x 28/365 = 9.2055); the rest later.
    expect(d365({ ...paid, to: '2026-02-28' })).toMatchObject({ amount: 921, days: 28, to: '2026-02-28' });
  });

  it('charges nothing when paid in full within grace, and from the due date when paid after it', () => {
    const grace = { graceDays: 15 };
    const paidOn = (date: string) =>
      d365({ principal: 0, payments: [{ date, amount: 100_000 }], to: '2026-05-31', settings: grace });
    expect(paidOn('2026-02-15')).toMatchObject({ amount: 0, days: 0 });
    // 16 days: 1000 x 0.12 x 16/365 = 5.2603
    expect(paidOn('2026-02-16')).toMatchObject({ amount: 526, days: 16, to: '2026-02-16' });
    // Part paid within grace, the rest late: the first days on the whole amount, then on the rest.
    const got = d365({
      principal: 0,
      payments: [
        { date: '2026-02-05', amount: 60_000 },
        { date: '2026-02-20', amount: 40_000 },
      ],
      to: '2026-05-31',
      settings: grace,
    });
    // 1000 x 0.12 x 5/365 = 1.6438; 400 x 0.12 x 15/365 = 1.9726
    expect(brief(got)).toEqual([
      ['2026-02-01', '2026-02-05', 5, 100_000, '12.00', 164],
      ['2026-02-06', '2026-02-20', 15, 40_000, '12.00', 197],
    ]);
  });

  it('MONTHLY_RATE across a payment', () => {
    const got = d365({
      principal: 60_000,
      payments: [{ date: '2026-02-14', amount: 40_000 }],
      to: '2026-03-31',
      settings: { method: 'MONTHLY_RATE' },
    });
    // 1000 x 1% x 14/28 = 5.00; 600 x 1% x (14/28 + 31/31) = 9.00
    expect(got.lines.map((l) => l.amount)).toEqual([500, 900]);
    expect(got.amount).toBe(1_400);
  });

  it('adds payments of the same day together', () => {
    const got = d365({
      principal: 0,
      payments: [
        { date: '2026-02-10', amount: 25_000 },
        { date: '2026-02-10', amount: 75_000 },
      ],
    });
    expect(brief(got)).toEqual([['2026-02-01', '2026-02-10', 10, 100_000, '12.00', 329]]);
  });

  it.each<[string, Override]>([
    ['a negative payment', { payments: [{ date: '2026-02-10', amount: -1 }] }],
    ['a fractional payment', { payments: [{ date: '2026-02-10', amount: 0.5 }] }],
    ['a bad payment date', { payments: [{ date: '2026-02-30', amount: 1 }] }],
  ])('refuses %s', (_name, over) => {
    expect(() => d365(over)).toThrow(RangeError);
  });

  it("matches a day-by-day sum of each day's unpaid principal", () => {
    const DAY = 86_400_000;
    const iso = (d: number) => new Date(d * DAY).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.array(
          fc.record({
            offset: fc.integer({ min: -20, max: 200 }),
            amount: fc.integer({ min: 1, max: 10 ** 7 }),
          }),
          {
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 20 }),
        (owed, payments, startGap, length, graceDays) => {
          const due = 20_480; // 2026-01-27
          const from = due + 1 + startGap;
          const to = from + length;
          const got = computeSurcharge({
            principal: owed,
            payments: payments.map((p) => ({ date: iso(due + p.offset), amount: p.amount })),
            dueDate: iso(due),
            from: iso(from),
            to: iso(to),
            oldestDueDate: iso(due),
            settings: { ...settings, graceDays, overdueAfterMonths: 3 },
          });
          const switchDay = Date.parse('2026-04-27') / DAY;
          let num = 0n;
          let days = 0;
          let last = 0;
          for (let d = from; d <= to; d++) {
            const principal =
              owed + payments.filter((p) => due + p.offset >= d).reduce((s, p) => s + p.amount, 0);
            if (principal === 0) continue;
            days++;
            last = d;
            num += BigInt(principal) * (d >= switchDay ? 20n : 12n);
          }
          if (days === 0 || last <= due + graceDays) {
            expect(got).toMatchObject({ amount: 0, days: 0 });
            return;
          }
          expect(got.days).toBe(days);
          expect(got.to).toBe(iso(last));
          const den = 36_500n;
          const diff = BigInt(got.amount) * den - num;
          expect((diff < 0n ? -diff : diff) * 2n <= BigInt(got.lines.length) * den).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  addEntry,
  chequePriceError,
  chequeTotal,
  invoicesTotal,
  remainingOf,
  removeEntry,
  replaceCheques,
  saveRefusal,
  summaryOf,
  tickCheque,
  tickDefault,
  tickInvoice,
  toSatang,
  type ChequeRowState,
  type Entry,
  type PaymentState,
} from './remaining';

const cash = (key: string, price: number): Entry => ({ key, type: 'cash', price });
const cheque = (key: string, price: number): Entry => ({ key, type: 'cheque', price });

describe('payment entry remaining amount', () => {
  const start: PaymentState = { due: 500_000, entries: [] };

  it('adding an entry subtracts its price; removing gives it back', () => {
    const one = addEntry(start, cash('a', 100_000));
    expect(remainingOf(one)).toBe(400_000);
    const two = addEntry(one, { key: 'b', type: 'transfer', price: 250_050 });
    expect(remainingOf(two)).toBe(149_950);
    expect(remainingOf(removeEntry(two, 'a'))).toBe(249_950);
    // The state given is never changed.
    expect(one.entries).toHaveLength(1);
  });

  it('goes negative when the entries pay more than is due (the surplus is an overpayment)', () => {
    const over = addEntry(start, cash('a', 500_001));
    expect(remainingOf(over)).toBe(-1);
    expect(summaryOf(500_000, 0, 500_001)).toEqual({
      invoices: 500_000,
      deductions: 0,
      payments: 500_001,
      remaining: 0,
      overpayment: 1,
    });
  });

  it('saving the cheque selection restores the earlier cheque entries, then adds the ticked ones', () => {
    let state = addEntry(start, cash('cash', 100_000));
    state = addEntry(state, cheque('old1', 150_000));
    state = addEntry(state, cheque('old2', 50_000));
    expect(remainingOf(state)).toBe(200_000);
    expect(chequeTotal(state.entries)).toBe(200_000);
    const next = replaceCheques(state, [cheque('new1', 300_000)]);
    expect(next.entries.map((e) => e.key)).toEqual(['cash', 'new1']);
    expect(remainingOf(next)).toBe(100_000);
    // An empty selection removes every cheque entry and restores their total.
    const none = replaceCheques(state, []);
    expect(none.entries.map((e) => e.key)).toEqual(['cash']);
    expect(remainingOf(none)).toBe(400_000);
  });

  it('ticking a cheque defaults to the remaining amount capped at its balance; unticking resets to 0', () => {
    expect(tickDefault(100_000, 30_000)).toBe(30_000);
    expect(tickDefault(20_000, 30_000)).toBe(20_000);
    expect(tickDefault(0, 30_000)).toBe(0);
    expect(tickDefault(-5, 30_000)).toBe(0);

    const rows: ChequeRowState[] = [
      { id: 'c1', balance: 300_000, checked: false, price: 0 },
      { id: 'c2', balance: 300_000, checked: false, price: 0 },
    ];
    const first = tickCheque(rows, 'c1', true, 500_000);
    expect(first[0]).toMatchObject({ checked: true, price: 300_000 });
    // The second cheque is offered only what the first leaves.
    const second = tickCheque(first, 'c2', true, 500_000);
    expect(second[1]).toMatchObject({ checked: true, price: 200_000 });
    const unticked = tickCheque(second, 'c1', false, 500_000);
    expect(unticked[0]).toMatchObject({ checked: false, price: 0 });
    expect(unticked[1]).toMatchObject({ checked: true, price: 200_000 });
  });

  it('a ticked cheque price is required, at least 0.01 and at most the balance', () => {
    expect(chequePriceError({ checked: true, price: null, balance: 100 })).toBe('required');
    expect(chequePriceError({ checked: true, price: 0, balance: 100 })).toBe('min');
    expect(chequePriceError({ checked: true, price: 1, balance: 100 })).toBeNull();
    expect(chequePriceError({ checked: true, price: 100, balance: 100 })).toBeNull();
    expect(chequePriceError({ checked: true, price: 101, balance: 100 })).toBe('max');
    expect(chequePriceError({ checked: false, price: 999, balance: 100 })).toBeNull();
  });

  it('ticking an invoice pays its outstanding amount; unticking resets it to 0', () => {
    const rows = [
      { invoiceNo: 'IN1', outstanding: 142_000, checked: false, payAmount: 0 },
      { invoiceNo: 'IN2', outstanding: 50_050, checked: false, payAmount: 0 },
    ];
    const both = tickInvoice(tickInvoice(rows, 'IN1', true), 'IN2', true);
    expect(invoicesTotal(both)).toBe(192_050);
    const one = tickInvoice(both, 'IN1', false);
    expect(one[0]).toMatchObject({ checked: false, payAmount: 0 });
    expect(invoicesTotal(one)).toBe(50_050);
  });

  it('refuses a save when payments and deductions do not cover the invoices', () => {
    expect(saveRefusal(summaryOf(100_000, 0, 99_999))).toBe('transactionTotalLessThanRemain');
    expect(saveRefusal(summaryOf(100_000, 3_000, 97_000))).toBeNull();
    expect(saveRefusal(summaryOf(100_000, 0, 150_000))).toBeNull();
    expect(saveRefusal(summaryOf(100_000, 100_001, 0))).toBe('transactionTotalMoreThanRemain');
  });

  it('reads baht exactly into satang (no float drift)', () => {
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(toSatang(1.005)).toBe(101);
    expect(toSatang(null)).toBeNull();
    expect(toSatang(1420)).toBe(142_000);
  });
});

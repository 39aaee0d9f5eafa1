import { describe, expect, it } from 'vitest';
import {
  billPaymentBarcode,
  billPaymentPayload,
  crc16ccitt,
  formatQrAmount,
  parseBillPaymentPayload,
  parseTlv,
  verifyPayloadCrc,
} from './promptpay';

/*
 * Published vectors: maythiwat/promptparse, src/index.test.ts ('Convert BOT Barcode to Bill Payment', 'Generate BOT
 * Barcode', 'Generate Any ID', 'Parse payload (strict)'). promptparse writes tag 54 after 58; we write tags in
 * ascending order (EMVCo fixes only 00 first and 63 last), so the amount vector is compared field by field.
 */
const PROMPTPARSE_STATIC =
  '00020101021130550016A0000006770101120115099999999999990021211122233344453037645802TH63043EE7';
const PROMPTPARSE_WITH_AMOUNT =
  '00020101021230650016A00000067701011201150994000165501000212123456789012030667042953037645802TH54073649.2263044534';
const PROMPTPARSE_ANY_ID = '00020101021129370016A0000006770101110113006681222333353037645802TH63041DCF';
const PROMPTPARSE_ANY_ID_AMOUNT =
  '00020101021229370016A0000006770101110113006680111111153037645802TH540520.15630442BE';

describe('crc16ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value for 123456789', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('pads to 4 upper-case hex digits', () => {
    expect(crc16ccitt('')).toBe('FFFF');
    expect(crc16ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('billPaymentPayload', () => {
  it('matches the published static bill-payment vector byte for byte', () => {
    expect(billPaymentPayload({ billerId: '099999999999990', ref1: '111222333444' })).toBe(
      PROMPTPARSE_STATIC,
    );
  });

  it('holds the same fields as the published vector with Ref2 and an amount', () => {
    const ours = billPaymentPayload({
      billerId: '099400016550100',
      ref1: '123456789012',
      ref2: '670429',
      amount: 364922,
    });
    expect(parseTlv(ours)).toEqual({
      ...parseTlv(PROMPTPARSE_WITH_AMOUNT),
      '63': crc16ccitt(ours.slice(0, -4)),
    });
    expect(parseBillPaymentPayload(ours)).toEqual(parseBillPaymentPayload(PROMPTPARSE_WITH_AMOUNT));
    expect(ours).toContain('53037645407' + '3649.22' + '5802TH6304');
    expect(verifyPayloadCrc(ours)).toBe(true);
  });

  it('marks a payload with an amount as dynamic (12) and one without as static (11)', () => {
    const base = { billerId: '010555512345601', ref1: 'A101' };
    expect(parseTlv(billPaymentPayload(base))['01']).toBe('11');
    expect(parseTlv(billPaymentPayload({ ...base, amount: 100 }))['01']).toBe('12');
    expect(parseTlv(billPaymentPayload({ ...base, amount: null }))['54']).toBeUndefined();
  });

  it('round-trips through parseTlv and the nested tag 30', () => {
    const payload = billPaymentPayload({
      billerId: '010555512345601',
      ref1: 'unit12a',
      ref2: 'INV2568000123',
      amount: 1_234_567,
    });
    const top = parseTlv(payload);
    // Object key order is not payload order (JS lists integer-like keys first), so sort; the text shows the order.
    expect(Object.keys(top).sort()).toEqual(['00', '01', '30', '53', '54', '58', '63']);
    expect(payload).toMatch(/^00020101021230\d{2}.*5303764540812345\.675802TH6304[0-9A-F]{4}$/);
    expect(parseTlv(top['30'] ?? '')).toEqual({
      '00': 'A000000677010112',
      '01': '010555512345601',
      '02': 'UNIT12A',
      '03': 'INV2568000123',
    });
    expect(parseBillPaymentPayload(payload)).toEqual({
      aid: 'A000000677010112',
      billerId: '010555512345601',
      ref1: 'UNIT12A',
      ref2: 'INV2568000123',
      amount: 1_234_567,
      currency: '764',
      country: 'TH',
      crcValid: true,
    });
  });

  it('refuses bad references and biller IDs', () => {
    const ok = { billerId: '010555512345601', ref1: 'A1' };
    for (const ref1 of ['', 'A-1', 'ห้อง1', 'A 1', 'X'.repeat(21)]) {
      expect(() => billPaymentPayload({ ...ok, ref1 }), ref1).toThrow(RangeError);
      expect(() => billPaymentBarcode({ ...ok, ref1 }), ref1).toThrow(RangeError);
    }
    expect(() => billPaymentPayload({ ...ok, ref2: 'INV/1' })).toThrow(RangeError);
    expect(billPaymentPayload({ ...ok, ref1: 'X'.repeat(20) })).toContain('X'.repeat(20));
    for (const billerId of ['0105555123456', '01055551234560X', '0105555123456011']) {
      expect(() => billPaymentPayload({ ...ok, billerId }), billerId).toThrow(RangeError);
    }
  });

  it('refuses amounts that are not positive whole satang', () => {
    const ok = { billerId: '010555512345601', ref1: 'A1' };
    for (const amount of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => billPaymentPayload({ ...ok, amount }), String(amount)).toThrow(RangeError);
    }
  });
});

describe('formatQrAmount', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [100_005, '1000.05'],
    [100_000_000, '1000000.00'],
    [999_999_999_999, '9999999999.99'],
  ])('%i satang -> %s', (satang, text) => {
    expect(formatQrAmount(satang)).toBe(text);
  });

  it('refuses amounts longer than the 13 characters tag 54 holds', () => {
    expect(() => formatQrAmount(1_000_000_000_000)).toThrow(RangeError);
  });
});

describe('parseTlv and verifyPayloadCrc', () => {
  it('reads the published vectors and checks their CRC', () => {
    expect(parseTlv('000411110104222202043333')).toEqual({ '00': '1111', '01': '2222', '02': '3333' });
    expect(verifyPayloadCrc(PROMPTPARSE_STATIC)).toBe(true);
    expect(verifyPayloadCrc(PROMPTPARSE_WITH_AMOUNT)).toBe(true);
    expect(verifyPayloadCrc(PROMPTPARSE_ANY_ID)).toBe(true);
    expect(verifyPayloadCrc(PROMPTPARSE_ANY_ID_AMOUNT)).toBe(true);
    expect(verifyPayloadCrc(PROMPTPARSE_ANY_ID_AMOUNT.replace(/42BE$/, 'FFFF'))).toBe(false);
    expect(verifyPayloadCrc(PROMPTPARSE_ANY_ID_AMOUNT.toLowerCase())).toBe(false);
    expect(verifyPayloadCrc('6304')).toBe(false);
  });

  it('refuses malformed TLV', () => {
    expect(() => parseTlv('0002')).toThrow(RangeError);
    expect(() => parseTlv('00xx01')).toThrow(RangeError);
    expect(() => parseTlv('000101')).toThrow(RangeError);
    expect(() => parseTlv('0002010002AB')).toThrow(/repeated/);
  });
});

describe('billPaymentBarcode', () => {
  it('matches the published BOT barcode vectors', () => {
    expect(billPaymentBarcode({ billerId: '099999999999990', ref1: '111222333444' })).toBe(
      '|099999999999990\r111222333444\r\r0',
    );
    expect(
      billPaymentBarcode({
        billerId: '099400016550100',
        ref1: '123456789012',
        ref2: '670429',
        amount: 364922,
      }),
    ).toBe('|099400016550100\r123456789012\r670429\r364922');
  });

  it('writes the amount as whole satang without float arithmetic', () => {
    const barcode = billPaymentBarcode({
      billerId: '010555512345601',
      ref1: 'a1',
      ref2: 'b2',
      amount: 10_034_567,
    });
    expect(barcode).toBe('|010555512345601\rA1\rB2\r10034567');
    expect(() => billPaymentBarcode({ billerId: '010555512345601', ref1: 'A1', amount: 0.1 })).toThrow(
      RangeError,
    );
  });
});

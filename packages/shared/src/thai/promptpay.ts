/**
 * Thai QR payment (PromptPay bill payment) and the Bank of Thailand paper-bill barcode text
 * (thai-accounting.md s.5). Both are built from INTEGER satang: the QR amount is written as 'X.XX' by splitting
 * digits, never by satang / 100 in floating point.
 *
 * The QR is an EMVCo merchant-presented payload: TLV fields with a 2-digit tag and a 2-digit length, tag 30
 * holding the bill-payment sub-fields, and tag 63 a CRC-16/CCITT-FALSE over everything before it including
 * '6304'. Tags other than 00 (first) and 63 (last) may come in any order; we write them in ascending order.
 */

const BILL_PAYMENT_AID = 'A000000677010112';
const THAI_BAHT_NUMERIC = '764';
const COUNTRY_TH = 'TH';
const CRC_TAG_HEADER = '6304';

const BILLER_ID = /^\d{15}$/;
const BILL_REF = /^[A-Z0-9]{1,20}$/;
const TLV_LENGTH = /^\d{2}$/;
const AMOUNT_TEXT = /^(\d+)\.(\d{2})$/;
/** EMVCo tag 54 holds at most 13 characters: up to 9,999,999,999.99 baht. */
const MAX_AMOUNT_TEXT_LENGTH = 13;

export type BillPaymentInput = {
  /** 15 digits: the 13-digit tax ID of the payee and a 2-digit suffix the bank assigns. */
  billerId: string;
  ref1: string;
  ref2?: string | null;
  /** Satang; omitted for a static QR where the payer types the amount. */
  amount?: number | null;
};

export type ParsedBillPayment = {
  aid: string;
  billerId: string;
  ref1: string;
  ref2: string | null;
  /** Satang, or null for a static QR. */
  amount: number | null;
  currency: string | null;
  country: string | null;
  crcValid: boolean;
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, xorout 0) of the UTF-8 bytes, 4 upper-case hex. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`TLV value too long for tag ${tag}: ${value.length}`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Upper-cases a bill reference and checks it: 1-20 characters of A-Z and 0-9. Banks match Ref1/Ref2 literally
 * and several refuse other characters, so anything else is a bug upstream and throws a RangeError.
 */
export function normalizeBillRef(ref: string, name = 'ref'): string {
  const upper = ref.toUpperCase();
  if (!BILL_REF.test(upper)) throw new RangeError(`${name} must be 1-20 characters A-Z or 0-9: '${ref}'`);
  return upper;
}

function checkBillerId(billerId: string): string {
  if (!BILLER_ID.test(billerId)) throw new RangeError(`billerId must be 15 digits: '${billerId}'`);
  return billerId;
}

function checkSatang(amount: number, allowZero: boolean): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw new RangeError(
      `Amount must be a ${allowZero ? 'non-negative' : 'positive'} whole satang: ${amount}`,
    );
  }
  return BigInt(amount);
}

/** Satang to the EMVCo amount text 'X.XX' (1 -> '0.01', 100000000 -> '1000000.00') by integer division. */
export function formatQrAmount(satang: number): string {
  const value = checkSatang(satang, false);
  const text = `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
  if (text.length > MAX_AMOUNT_TEXT_LENGTH) throw new RangeError(`Amount too large for a Thai QR: ${text}`);
  return text;
}

/** The EMVCo payload of a PromptPay bill-payment QR (tag 30); '12' (dynamic) when an amount is given. */
export function billPaymentPayload(input: BillPaymentInput): string {
  const billerId = checkBillerId(input.billerId);
  const ref1 = normalizeBillRef(input.ref1, 'ref1');
  const ref2 = input.ref2 ? normalizeBillRef(input.ref2, 'ref2') : null;
  const amount = input.amount ?? null;

  const merchant =
    tlv('00', BILL_PAYMENT_AID) +
    tlv('01', billerId) +
    tlv('02', ref1) +
    (ref2 === null ? '' : tlv('03', ref2));
  const body =
    tlv('00', '01') +
    tlv('01', amount === null ? '11' : '12') +
    tlv('30', merchant) +
    tlv('53', THAI_BAHT_NUMERIC) +
    (amount === null ? '' : tlv('54', formatQrAmount(amount))) +
    tlv('58', COUNTRY_TH) +
    CRC_TAG_HEADER;
  return body + crc16ccitt(body);
}

/**
 * Splits one level of TLV into tag -> value. Throws a RangeError on a malformed payload (bad length, overrun,
 * a repeated tag), because a payload we cannot read must not be printed or trusted.
 */
export function parseTlv(payload: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const lengthText = payload.slice(at + 2, at + 4);
    if (tag.length < 2 || !TLV_LENGTH.test(lengthText)) throw new RangeError(`Malformed TLV at ${at}`);
    const end = at + 4 + Number(lengthText);
    if (end > payload.length) throw new RangeError(`TLV field ${tag} runs past the end`);
    if (Object.hasOwn(fields, tag)) throw new RangeError(`TLV tag ${tag} repeated`);
    fields[tag] = payload.slice(at + 4, end);
    at = end;
  }
  return fields;
}

/** True when the payload ends with tag 63 and its CRC matches everything before the 4 hex digits. */
export function verifyPayloadCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== CRC_TAG_HEADER) return false;
  return crc16ccitt(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
}

function amountTextToSatang(text: string): number {
  const m = AMOUNT_TEXT.exec(text);
  if (!m) throw new RangeError(`Not a QR amount: ${text}`);
  return Number(BigInt(m[1] ?? '0') * 100n + BigInt(m[2] ?? '0'));
}

/** Reads a bill-payment payload back, including the nested tag 30; for tests, tools and support. */
export function parseBillPaymentPayload(payload: string): ParsedBillPayment {
  const top = parseTlv(payload);
  const tag30 = top['30'];
  if (tag30 === undefined) throw new RangeError('Not a bill-payment QR: no tag 30');
  const merchant = parseTlv(tag30);
  const amount = top['54'];
  return {
    aid: merchant['00'] ?? '',
    billerId: merchant['01'] ?? '',
    ref1: merchant['02'] ?? '',
    ref2: merchant['03'] ?? null,
    amount: amount === undefined ? null : amountTextToSatang(amount),
    currency: top['53'] ?? null,
    country: top['58'] ?? null,
    crcValid: verifyPayloadCrc(payload),
  };
}

/**
 * The Bank of Thailand paper-bill barcode text: '|' + billerId + CR + Ref1 + CR + Ref2 + CR + amount in satang
 * as a whole number ('0' when the payer types the amount).
 */
export function billPaymentBarcode(input: BillPaymentInput): string {
  const billerId = checkBillerId(input.billerId);
  const ref1 = normalizeBillRef(input.ref1, 'ref1');
  const ref2 = input.ref2 ? normalizeBillRef(input.ref2, 'ref2') : '';
  const amount = checkSatang(input.amount ?? 0, true);
  return `|${billerId}\r${ref1}\r${ref2}\r${amount.toString()}`;
}

/**
 * Amounts in Thai words for receipts, invoices and 50 ทวิ (thai-accounting.md s.6), read from INTEGER satang so
 * no float can turn 100,345.67 into ...หกสิบหกสตางค์.
 *
 * Style: the formal reading. A units digit 1 is เอ็ด whenever any more significant digit of the baht amount is
 * non-zero: 11 สิบเอ็ด, 21 ยี่สิบเอ็ด, 101 หนึ่งร้อยเอ็ด, 1,000,001 หนึ่งล้านเอ็ด. Excel's BAHTTEXT reads 101 as
 * หนึ่งร้อยหนึ่ง; we follow the formal style the Thai accountants' documents use. Satang are read on their own, so
 * 1.01 baht is หนึ่งบาทหนึ่งสตางค์.
 */

const DIGIT_WORDS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
const PLACE_WORDS = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;
const MILLION = 1_000_000n;

/** Reads 1..999,999; `afterHigherDigit` says a more significant group is non-zero (so a lone 1 is เอ็ด). */
function readGroup(group: number, afterHigherDigit: boolean): string {
  const digits = String(group);
  let words = '';
  let seenNonZero = afterHigherDigit;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    const place = digits.length - 1 - i;
    if (digit !== 0) {
      if (place === 1) {
        words += digit === 1 ? 'สิบ' : digit === 2 ? 'ยี่สิบ' : `${DIGIT_WORDS[digit]}สิบ`;
      } else if (place === 0) {
        words += digit === 1 && seenNonZero ? 'เอ็ด' : DIGIT_WORDS[digit];
      } else {
        words += `${DIGIT_WORDS[digit]}${PLACE_WORDS[place]}`;
      }
      seenNonZero = true;
    }
  }
  return words;
}

/** Reads a positive whole number, repeating ล้าน for every group of six digits. */
function readWhole(value: bigint, afterHigherDigit = false): string {
  if (value < MILLION) return readGroup(Number(value), afterHigherDigit);
  const millions = value / MILLION;
  const rest = value % MILLION;
  return `${readWhole(millions, afterHigherDigit)}ล้าน${rest === 0n ? '' : readGroup(Number(rest), true)}`;
}

/**
 * Thai words for an amount given in satang: bahtText(10034567) === 'หนึ่งแสนสามร้อยสี่สิบห้าบาทหกสิบเจ็ดสตางค์'.
 * Zero is ศูนย์บาทถ้วน; a negative amount is prefixed ลบ. Throws on a number that is not a safe integer.
 */
export function bahtText(satang: number | bigint): string {
  if (typeof satang === 'number' && !Number.isSafeInteger(satang)) {
    throw new RangeError(`bahtText needs whole satang: ${satang}`);
  }
  const value = BigInt(satang);
  const magnitude = value < 0n ? -value : value;
  const baht = magnitude / 100n;
  const cents = magnitude % 100n;
  let words: string;
  if (baht === 0n && cents === 0n) words = 'ศูนย์บาทถ้วน';
  else if (cents === 0n) words = `${readWhole(baht)}บาทถ้วน`;
  else if (baht === 0n) words = `${readWhole(cents)}สตางค์`;
  else words = `${readWhole(baht)}บาท${readWhole(cents)}สตางค์`;
  return value < 0n ? `ลบ${words}` : words;
}

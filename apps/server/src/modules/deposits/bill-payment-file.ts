import { isIsoDate } from '@suanklang/shared';

/**
 * The bill-payment (mPay) file a biller downloads from its bank: the Bank of Thailand cross-bank layout (fixed
 * records of 256 characters, H then D... then T, TIS-620 or UTF-8), or a simple CSV with the header
 * `paymentDate,paymentTime,customerName,ref1,ref2,amount` for banks that give CSV. Pure: bytes in, lines out, or
 * a BillPaymentFileError naming the line.
 *
 * Read from the domain notes (thai-accounting.md s.4), not from the public Go reader, which takes the detail's
 * date from 61-68 (that is the header's place) and reads the time as 12-hour: here the detail date is 21-28 and
 * the time 24-hour.
 *
 * Kind of transaction (position 153): 'D' is a debit (a bank correction taking a payment back); anything else
 * ('C' or blank) is a credit, i.e. a payment. The trailer's debit and credit counts and totals must equal those
 * of the details.
 */

export const RECORD_LENGTH = 256;

export type BillPaymentDetail = {
  /** 1-based line of the file. */
  lineNo: number;
  sequence: string;
  bankCode: string;
  companyAccount: string;
  /** ISO date (CE). */
  paymentDate: string;
  /** HH:MM:SS, 24-hour. */
  paymentTime: string;
  customerName: string;
  ref1: string;
  ref2: string;
  ref3: string;
  branchCode: string;
  tellerId: string;
  /** 'C' credit (payment) or 'D' debit (correction). */
  kind: 'C' | 'D';
  transactionCode: string;
  chequeNo: string;
  amountSatang: number;
  chequeBankCode: string;
  billerId: string;
  payerBankCode: string;
};

export type BillPaymentFile = {
  format: 'BOT' | 'CSV';
  encoding: 'TIS-620' | 'UTF-8';
  bankCode: string | null;
  companyAccount: string | null;
  companyName: string | null;
  fileDate: string | null;
  details: BillPaymentDetail[];
  creditCount: number;
  creditSatang: number;
  debitCount: number;
  debitSatang: number;
};

export type BillPaymentProblem =
  | 'empty'
  | 'length'
  | 'recordType'
  | 'missingHeader'
  | 'missingTrailer'
  | 'order'
  | 'date'
  | 'time'
  | 'amount'
  | 'trailerDigits'
  | 'trailerCreditCount'
  | 'trailerCreditTotal'
  | 'trailerDebitCount'
  | 'trailerDebitTotal'
  | 'csvHeader'
  | 'csvColumns'
  | 'ref';

/** A refused file: the first problem found and its 1-based line number. */
export class BillPaymentFileError extends Error {
  constructor(
    readonly lineNo: number,
    readonly problem: BillPaymentProblem,
    readonly detail: Record<string, string | number> = {},
  ) {
    super(`line ${lineNo}: ${problem}${Object.keys(detail).length ? ` ${JSON.stringify(detail)}` : ''}`);
  }
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when it has a BOM or decodes as valid UTF-8; otherwise TIS-620 (Windows-874 is its superset). */
export function decodeBillPaymentBytes(data: Uint8Array): { text: string; encoding: 'TIS-620' | 'UTF-8' } {
  if (UTF8_BOM.every((b, i) => data[i] === b))
    return { text: new TextDecoder('utf-8').decode(data.subarray(3)), encoding: 'UTF-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-874').decode(data), encoding: 'TIS-620' };
  }
}

/** Characters from..to, 1-based and inclusive, as the layout names them. */
const at = (record: string, from: number, to: number) => record.slice(from - 1, to);

function validDate(year: number, month: number, day: number): string | null {
  const ce = year >= 2400 ? year - 543 : year; // a Buddhist-era year, as some banks write it
  if (ce < 1900 || ce > 2200 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const iso = `${String(ce).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** DDMMYYYY -> ISO, or null. */
export function readDdMmYyyy(text: string): string | null {
  if (!/^\d{8}$/.test(text)) return null;
  return validDate(Number(text.slice(4, 8)), Number(text.slice(2, 4)), Number(text.slice(0, 2)));
}

/** HHMMSS on the 24-hour clock -> HH:MM:SS, or null. */
export function readHhMmSs(text: string): string | null {
  const m = /^(\d{2}):?(\d{2})(?::?(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [h, mi, s = '00'] = [Number(m[1]), Number(m[2]), m[3] ?? '00'];
  if (h > 23 || mi > 59 || Number(s) > 59) return null;
  return `${m[1]}:${m[2]}:${s}`;
}

const digits = (text: string, n: number) => new RegExp(`^\\d{${n}}$`).test(text);

function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function parseFixed(lines: string[], encoding: 'TIS-620' | 'UTF-8'): BillPaymentFile {
  const details: BillPaymentDetail[] = [];
  let header: { bankCode: string; companyAccount: string; companyName: string; fileDate: string } | null =
    null;
  let trailerSeen = false;
  lines.forEach((record, i) => {
    const lineNo = i + 1;
    if (record.length !== RECORD_LENGTH)
      throw new BillPaymentFileError(lineNo, 'length', { length: record.length, expected: RECORD_LENGTH });
    const type = record[0];
    if (type !== 'H' && type !== 'D' && type !== 'T')
      throw new BillPaymentFileError(lineNo, 'recordType', { type: type ?? '' });
    if (trailerSeen) throw new BillPaymentFileError(lineNo, 'order');
    if (type === 'H') {
      if (lineNo !== 1) throw new BillPaymentFileError(lineNo, 'order');
      const fileDate = readDdMmYyyy(at(record, 61, 68));
      if (!fileDate) throw new BillPaymentFileError(lineNo, 'date', { value: at(record, 61, 68) });
      header = {
        bankCode: at(record, 8, 10).trim(),
        companyAccount: at(record, 11, 20).trim(),
        companyName: at(record, 21, 60).trim(),
        fileDate,
      };
      return;
    }
    if (!header) throw new BillPaymentFileError(lineNo, 'missingHeader');
    if (type === 'T') {
      trailerSeen = true;
      const fields = {
        debitTotal: at(record, 21, 33),
        debitCount: at(record, 34, 39),
        creditTotal: at(record, 40, 52),
        creditCount: at(record, 53, 58),
      };
      if (
        !digits(fields.debitTotal, 13) ||
        !digits(fields.debitCount, 6) ||
        !digits(fields.creditTotal, 13) ||
        !digits(fields.creditCount, 6)
      ) {
        throw new BillPaymentFileError(lineNo, 'trailerDigits');
      }
      const credits = details.filter((d) => d.kind === 'C');
      const debits = details.filter((d) => d.kind === 'D');
      const sum = (list: BillPaymentDetail[]) => list.reduce((s, d) => s + d.amountSatang, 0);
      if (Number(fields.creditCount) !== credits.length)
        throw new BillPaymentFileError(lineNo, 'trailerCreditCount', {
          trailer: Number(fields.creditCount),
          details: credits.length,
        });
      if (Number(fields.creditTotal) !== sum(credits))
        throw new BillPaymentFileError(lineNo, 'trailerCreditTotal', {
          trailer: Number(fields.creditTotal),
          details: sum(credits),
        });
      if (Number(fields.debitCount) !== debits.length)
        throw new BillPaymentFileError(lineNo, 'trailerDebitCount', {
          trailer: Number(fields.debitCount),
          details: debits.length,
        });
      if (Number(fields.debitTotal) !== sum(debits))
        throw new BillPaymentFileError(lineNo, 'trailerDebitTotal', {
          trailer: Number(fields.debitTotal),
          details: sum(debits),
        });
      return;
    }
    const paymentDate = readDdMmYyyy(at(record, 21, 28));
    if (!paymentDate) throw new BillPaymentFileError(lineNo, 'date', { value: at(record, 21, 28) });
    const timeText = at(record, 29, 34);
    const paymentTime = digits(timeText, 6) ? readHhMmSs(timeText) : null;
    if (!paymentTime) throw new BillPaymentFileError(lineNo, 'time', { value: timeText });
    const amountText = at(record, 164, 176);
    if (!digits(amountText, 13)) throw new BillPaymentFileError(lineNo, 'amount', { value: amountText });
    const amountSatang = Number(amountText);
    if (amountSatang <= 0) throw new BillPaymentFileError(lineNo, 'amount', { value: amountText });
    details.push({
      lineNo,
      sequence: at(record, 2, 7).trim(),
      bankCode: at(record, 8, 10).trim(),
      companyAccount: at(record, 11, 20).trim(),
      paymentDate,
      paymentTime,
      customerName: at(record, 35, 84).trim(),
      ref1: at(record, 85, 104).trim(),
      ref2: at(record, 105, 124).trim(),
      ref3: at(record, 125, 144).trim(),
      branchCode: at(record, 145, 148).trim(),
      tellerId: at(record, 149, 152).trim(),
      kind: at(record, 153, 153).toUpperCase() === 'D' ? 'D' : 'C',
      transactionCode: at(record, 154, 156).trim(),
      chequeNo: at(record, 157, 163).trim(),
      amountSatang,
      chequeBankCode: at(record, 177, 179).trim(),
      billerId: at(record, 197, 211).trim(),
      payerBankCode: at(record, 244, 246).trim(),
    });
  });
  if (!header) throw new BillPaymentFileError(1, 'missingHeader');
  if (!trailerSeen) throw new BillPaymentFileError(lines.length, 'missingTrailer');
  const h = header as { bankCode: string; companyAccount: string; companyName: string; fileDate: string };
  return summarise('BOT', encoding, details, h);
}

function summarise(
  format: 'BOT' | 'CSV',
  encoding: 'TIS-620' | 'UTF-8',
  details: BillPaymentDetail[],
  h: { bankCode: string; companyAccount: string; companyName: string; fileDate: string } | null,
): BillPaymentFile {
  const credits = details.filter((d) => d.kind === 'C');
  const debits = details.filter((d) => d.kind === 'D');
  return {
    format,
    encoding,
    bankCode: h?.bankCode || null,
    companyAccount: h?.companyAccount || null,
    companyName: h?.companyName || null,
    fileDate: h?.fileDate ?? null,
    details,
    creditCount: credits.length,
    creditSatang: credits.reduce((s, d) => s + d.amountSatang, 0),
    debitCount: debits.length,
    debitSatang: debits.reduce((s, d) => s + d.amountSatang, 0),
  };
}

export const CSV_COLUMNS = ['paymentDate', 'paymentTime', 'customerName', 'ref1', 'ref2', 'amount'] as const;

/** One CSV line into cells: commas, double-quoted cells with "" as a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((x) => x.trim());
}

/** YYYY-MM-DD, DD/MM/YYYY or DDMMYYYY (a year above 2400 is Buddhist era). */
function readCsvDate(text: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return validDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return readDdMmYyyy(text);
}

/** Baht with at most 2 decimals ('1,234.50') -> satang, exactly (no float arithmetic). */
function readCsvAmount(text: string): number | null {
  const plain = text.replace(/,/g, '');
  const m = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

function parseCsv(lines: string[], encoding: 'TIS-620' | 'UTF-8'): BillPaymentFile {
  const head = csvCells(lines[0] ?? '').map((c) => c.toLowerCase());
  if (CSV_COLUMNS.some((c, i) => head[i] !== c.toLowerCase())) throw new BillPaymentFileError(1, 'csvHeader');
  const details: BillPaymentDetail[] = [];
  lines.slice(1).forEach((line, i) => {
    const lineNo = i + 2;
    if (line.trim() === '') return;
    const cells = csvCells(line);
    if (cells.length < CSV_COLUMNS.length)
      throw new BillPaymentFileError(lineNo, 'csvColumns', {
        columns: cells.length,
        expected: CSV_COLUMNS.length,
      });
    const [dateText = '', timeText = '', customerName = '', ref1 = '', ref2 = '', amountText = ''] = cells;
    const paymentDate = readCsvDate(dateText);
    if (!paymentDate) throw new BillPaymentFileError(lineNo, 'date', { value: dateText });
    const paymentTime = readHhMmSs(timeText);
    if (!paymentTime) throw new BillPaymentFileError(lineNo, 'time', { value: timeText });
    const amountSatang = readCsvAmount(amountText);
    if (amountSatang === null || amountSatang <= 0)
      throw new BillPaymentFileError(lineNo, 'amount', { value: amountText });
    if (ref1.length > 20 || ref2.length > 20) throw new BillPaymentFileError(lineNo, 'ref');
    details.push({
      lineNo,
      sequence: String(details.length + 1),
      bankCode: '',
      companyAccount: '',
      paymentDate,
      paymentTime,
      customerName: customerName.slice(0, 50),
      ref1,
      ref2,
      ref3: '',
      branchCode: '',
      tellerId: '',
      kind: 'C',
      transactionCode: '',
      chequeNo: '',
      amountSatang,
      chequeBankCode: '',
      billerId: '',
      payerBankCode: '',
    });
  });
  return summarise('CSV', encoding, details, null);
}

/** Reads a bill-payment file (fixed 256-character records or the CSV layout); throws BillPaymentFileError. */
export function parseBillPaymentFile(data: Uint8Array): BillPaymentFile {
  const decoded = decodeBillPaymentBytes(data);
  let { text, encoding } = decoded;
  let lines = splitLines(text);
  // Some TIS-620 text is also valid UTF-8 (ยก is C2 A1, an inverted "!"), which shortens its records: the fixed
  // layout then decides, when TIS-620 gives every record its 256 characters.
  if (
    encoding === 'UTF-8' &&
    !(data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) &&
    lines.some((l) => l.length !== RECORD_LENGTH)
  ) {
    const tis = splitLines(new TextDecoder('windows-874').decode(data));
    if (tis.length > 0 && tis.every((l) => l.length === RECORD_LENGTH)) {
      text = tis.join('\n');
      encoding = 'TIS-620';
      lines = tis;
    }
  }
  if (lines.length === 0 || (lines.length === 1 && lines[0]!.trim() === ''))
    throw new BillPaymentFileError(1, 'empty');
  if (/^\s*"?paymentdate"?\s*,/i.test(lines[0]!)) return parseCsv(lines, encoding);
  return parseFixed(lines, encoding);
}

/**
 * Writes valid Bank of Thailand bill-payment files (256-character records) for tests and demos, in TIS-620 or
 * UTF-8. The trailer can be overridden to make a file the reader must refuse.
 */

export type FixtureLine = {
  /** ISO date. */
  paymentDate: string;
  /** HH:MM:SS, 24-hour. */
  paymentTime?: string;
  customerName?: string;
  ref1: string;
  ref2: string;
  ref3?: string;
  amountSatang: number;
  kind?: 'C' | 'D';
};

export type FixtureOptions = {
  lines: FixtureLine[];
  fileDate?: string;
  bankCode?: string;
  companyAccount?: string;
  companyName?: string;
  billerId?: string;
  encoding?: 'TIS-620' | 'UTF-8';
  eol?: '\r\n' | '\n';
  trailer?: Partial<{ creditCount: number; creditSatang: number; debitCount: number; debitSatang: number }>;
};

const left = (text: string, n: number) => text.slice(0, n).padEnd(n, ' ');
const num = (value: number, n: number) => String(value).padStart(n, '0');
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** The records (without line ends), each exactly 256 characters. */
export function billPaymentRecords(o: FixtureOptions): string[] {
  const bank = left(o.bankCode ?? '004', 3);
  const account = left(o.companyAccount ?? '1234567890', 10);
  const date = o.fileDate ?? o.lines[0]?.paymentDate ?? '2026-11-20';
  const records: string[] = [];
  const head = `H${num(1, 6)}${bank}${account}${left(o.companyName ?? 'RIVERSIDE JURISTIC PERSON', 40)}${ddmmyyyy(date)}${left('BILLPAY', 8)}`;
  records.push(left(head, 256));
  o.lines.forEach((l, i) => {
    const time = (l.paymentTime ?? '10:15:00').replaceAll(':', '');
    const d =
      `D${num(i + 2, 6)}${bank}${account}${ddmmyyyy(l.paymentDate)}${time}${left(l.customerName ?? 'CUSTOMER', 50)}` +
      `${left(l.ref1, 20)}${left(l.ref2, 20)}${left(l.ref3 ?? '', 20)}${left('0001', 4)}${left('T001', 4)}${l.kind ?? 'C'}` +
      `${left('CSH', 3)}${left('', 7)}${num(l.amountSatang, 13)}${left('', 3)}${left('', 17)}${left(o.billerId ?? '099400012345601', 15)}` +
      `${left('', 32)}${left('014', 3)}${left('', 10)}`;
    records.push(d);
  });
  const credits = o.lines.filter((l) => (l.kind ?? 'C') === 'C');
  const debits = o.lines.filter((l) => l.kind === 'D');
  const t = {
    creditCount: credits.length,
    creditSatang: credits.reduce((s, l) => s + l.amountSatang, 0),
    debitCount: debits.length,
    debitSatang: debits.reduce((s, l) => s + l.amountSatang, 0),
    ...o.trailer,
  };
  const trailer = `T${num(o.lines.length + 2, 6)}${bank}${account}${num(t.debitSatang, 13)}${num(t.debitCount, 6)}${num(t.creditSatang, 13)}${num(t.creditCount, 6)}`;
  records.push(left(trailer, 256));
  return records;
}

/** Thai letters to TIS-620 bytes (U+0E01..U+0E5B -> 0xA1..0xFB); other non-ASCII characters become '?'. */
export function encodeTis620(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp >= 0x0e01 && cp <= 0x0e5b) bytes.push(cp - 0x0e00 + 0xa0);
    else bytes.push(0x3f);
  }
  return Buffer.from(bytes);
}

/** The file's bytes: records joined with CRLF (the banks' usual) or LF, ending with a line end. */
export function billPaymentFile(o: FixtureOptions): Buffer {
  const eol = o.eol ?? '\r\n';
  const text = billPaymentRecords(o).join(eol) + eol;
  return (o.encoding ?? 'TIS-620') === 'UTF-8' ? Buffer.from(text, 'utf8') : encodeTis620(text);
}

/** Bytes of records given as text (for tests that break one record on purpose). */
export function recordsToFile(
  records: string[],
  opts: { encoding?: 'TIS-620' | 'UTF-8'; eol?: string } = {},
): Buffer {
  const text = records.join(opts.eol ?? '\r\n') + (opts.eol ?? '\r\n');
  return (opts.encoding ?? 'TIS-620') === 'UTF-8' ? Buffer.from(text, 'utf8') : encodeTis620(text);
}

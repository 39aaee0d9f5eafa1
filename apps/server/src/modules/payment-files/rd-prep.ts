import { WHT_CONDITION_NUMBERS, type WhtCondition } from '@suanklang/accounting';
import { formatMoney, isValidThaiId, normalizeThaiId, type WhtType } from '@suanklang/shared';
import { ddmmbbbb } from './fixed-width';
import { PaymentFileError } from './payment-file-error';

/**
 * The PND 3 / PND 53 attachment (ใบแนบ) as the text file the Revenue Department's RD Prep program imports:
 * UTF-8, pipe-delimited, one row per certificate, no header, LF after each row.
 *
 * Layout: OCA l10n-thailand's (l10n_th_account_tax_report, the default `wht_text_file_pnd3_format` and
 * `wht_text_file_pnd53_format` of models/res_company.py, written by reports/wht_report_text.py), chosen over
 * Odoo's own Thai module (header row, dd/mm/yyyy dates) because OCA's is the one whose PND 3 rows split the name
 * into title|first name|last name as the PND 3 attachment does, and it is maintained with the Thai tax reports:
 *
 *   PND3:  row|tax id|branch|title|first name|last name|street|street2|city|province|zip|<line>...
 *   PND53: row|tax id|branch|title|name|street|street2|city|province|zip|<line>...
 *   <line> = date DDMMBBBB (Buddhist era)|income description|rate (whole percent)|base|tax|condition
 *
 * One <line> block per line of the certificate; a file whose certificates have different numbers of lines pads
 * the shorter rows with empty blocks so every row has the same number of columns, as OCA does. OCA's loop writes
 * an extra empty column between the zip and the first block (its template keeps the pipe before the block and
 * every block starts with one); that is not copied. Amounts are written as OCA writes them, "1,234.56" (thousands
 * separators); the rate as a whole number ("3"): a rate with a fraction of a percent is refused rather than cut.
 * The condition is the certificate's 1 withheld, 2 paid by the payer always, 3 paid once.
 *
 * UNCONFIRMED: which layout the Revenue Department's current "format กลาง" requires (thai-accounting.md s.3), and
 * whether its PND 53 condition codes swap 2 and 3 (OCA's RD-form PDF does for PND 53; its text file does not, and
 * neither does this file).
 */

export type RdPrepAddress = {
  street: string;
  street2?: string | null;
  /** District (อำเภอ/เขต). */
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
};

/** A person (PND 3): title นาย/นาง/นางสาว, first and last name. A company (PND 53): its title บริษัท... and name. */
export type RdPrepPayee =
  | { kind: 'individual'; title: string; firstName: string; lastName: string }
  | { kind: 'company'; title: string; name: string };

export type RdPrepLine = {
  /** What was paid for (ค่าบริการ). */
  description: string;
  /** % as decimal text; the layout takes whole percents ('3.00'). */
  rate: string;
  baseSatang: number;
  /** The line's own rounded tax (`whtLine`). */
  taxSatang: number;
};

export type RdPrepCertificate = {
  payee: RdPrepPayee;
  /** 13 digits, checked. */
  taxId: string;
  /** Five digits: 00000 for a head office or a person (the default). */
  branchNo?: string | null;
  address: RdPrepAddress;
  /** ISO date of the certificate (the payment). */
  date: string;
  condition: WhtCondition;
  lines: RdPrepLine[];
};

export type RdPrepFile = {
  bytes: Buffer;
  text: string;
  rows: number;
  totalBaseSatang: number;
  totalTaxSatang: number;
};

const BLOCK_COLUMNS = 6;

function cell(value: string | null | undefined, field: string, item: number): string {
  const v = (value ?? '').trim();
  // A pipe would shift every later column; a line break or other control character would break the row.
  const breaksRow = (c: string) => c === '|' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
  if ([...v].some(breaksRow)) throw new PaymentFileError('character', field, item);
  return v;
}

function requiredCell(value: string | null | undefined, field: string, item: number): string {
  const v = cell(value, field, item);
  if (!v) throw new PaymentFileError('required', field, item);
  return v;
}

function wholePercent(rate: string, item: number): string {
  const match = /^(\d{1,3})(?:\.0*)?$/.exec((rate ?? '').trim());
  if (!match || Number(match[1]) > 100)
    throw new PaymentFileError('rate', 'rate', item, { value: String(rate) });
  return String(Number(match[1]));
}

function amount(satang: number, field: string, item: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0)
    throw new PaymentFileError('amount', field, item, { value: satang });
  return formatMoney(satang);
}

/** The certificates in the order of the attachment: the row number is the payee's sequence on the 50 ทวิ. */
export function rdPrepFile(form: WhtType, certificates: RdPrepCertificate[]): RdPrepFile {
  if (certificates.length === 0) throw new PaymentFileError('empty', 'certificates', null);
  const expectedKind = form === 'PND3' ? 'individual' : 'company';
  const width = Math.max(...certificates.map((c) => c.lines.length));
  let totalBaseSatang = 0;
  let totalTaxSatang = 0;

  const rows = certificates.map((c, i) => {
    const item = i + 1;
    if (c.payee.kind !== expectedKind) {
      throw new PaymentFileError('payeeKind', 'payee', item, { form, kind: c.payee.kind });
    }
    const taxId = normalizeThaiId(c.taxId ?? '');
    if (!isValidThaiId(taxId)) throw new PaymentFileError('taxId', 'tax id', item);
    const branch = (c.branchNo ?? '').trim() || '00000';
    if (!/^\d{5}$/.test(branch)) throw new PaymentFileError('notDigits', 'branch', item, { value: branch });
    if (c.lines.length === 0) throw new PaymentFileError('empty', 'lines', item);
    const condition = WHT_CONDITION_NUMBERS[c.condition];
    if (!condition)
      throw new PaymentFileError('condition', 'condition', item, { value: String(c.condition) });
    const date = ddmmbbbb(c.date, { field: 'date', item });

    const name =
      c.payee.kind === 'individual'
        ? [
            requiredCell(c.payee.title, 'title', item),
            requiredCell(c.payee.firstName, 'first name', item),
            cell(c.payee.lastName, 'last name', item),
          ]
        : [cell(c.payee.title, 'title', item), requiredCell(c.payee.name, 'name', item)];
    const address = [
      requiredCell(c.address.street, 'street', item),
      cell(c.address.street2, 'street2', item),
      cell(c.address.city, 'city', item),
      cell(c.address.province, 'province', item),
      cell(c.address.postalCode, 'zip', item),
    ];
    const blocks = c.lines.flatMap((line) => {
      totalBaseSatang += line.baseSatang;
      totalTaxSatang += line.taxSatang;
      return [
        date,
        requiredCell(line.description, 'income description', item),
        wholePercent(line.rate, item),
        amount(line.baseSatang, 'base', item),
        amount(line.taxSatang, 'tax', item),
        String(condition),
      ];
    });
    const padding = Array<string>((width - c.lines.length) * BLOCK_COLUMNS).fill('');
    return [String(item), taxId, branch, ...name, ...address, ...blocks, ...padding].join('|');
  });

  const text = rows.map((r) => `${r}\n`).join('');
  return { bytes: Buffer.from(text, 'utf8'), text, rows: rows.length, totalBaseSatang, totalTaxSatang };
}

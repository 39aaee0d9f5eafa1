import {
  OWNER_TYPES,
  parseMoney,
  type InvoiceImportColumn,
  type InvoiceImportKind,
  type OwnerType,
} from '@suanklang/shared';
import type { StoredIssue } from './invoice-import.schema';

/**
 * Reading one row of an import file, without the database: every cell is text; each problem is noted against
 * its column with a catalogue rule (or a functional code) and the row goes on being read, so the user sees all
 * of a row's problems at once.
 */

export type ParsedRow = {
  propertyCode: string | null;
  unitCode: string | null;
  ownerType: OwnerType | null;
  expenseTypeCode: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  billingMonth: string | null;
  cycleStart: string | null;
  cycleEnd: string | null;
  meterCode: string | null;
  previousMeter: string | null;
  currentMeter: string | null;
  /** Satang. */
  amountExcludeVat: number | null;
  vat: number | null;
  grandTotal: number | null;
  /** SAP: invoiceNoSap. */
  referenceNo: string | null;
  /** SAP: the original invoice number (invoiceNo). */
  originalNo: string | null;
  description: string | null;
};

/** A year above 2400 is Buddhist era (2567 -> 2024); anything else is read as CE. */
export const BE_THRESHOLD = 2400;
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;
/** numeric(18,2) holds more, but a single debt above ten billion baht is a typing slip. */
const MAX_AMOUNT = 1_000_000_000_000; // satang: 10,000,000,000.00
const MAX_METER = '9999999999.99';

const pad2 = (n: number) => String(n).padStart(2, '0');

function ceYear(year: number): number {
  return year > BE_THRESHOLD ? year - 543 : year;
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/**
 * A date cell: DD/MM/YYYY (also D/M/YYYY, '-' or '.' between), or YYYY-MM-DD, the year BE or CE; an XLSX date
 * cell arrives as YYYY-MM-DD. Answers ISO CE, or the rule it breaks.
 */
export function readDate(text: string): { value: string } | { rule: 'date_format' | 'date' } {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  if (!dmy && !ymd) return { rule: 'date_format' };
  const [day, month, year] = dmy
    ? [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])]
    : [Number(ymd![3]), Number(ymd![2]), Number(ymd![1])];
  const y = ceYear(year);
  if (y < MIN_YEAR || y > MAX_YEAR || !isRealDate(y, month, day)) return { rule: 'date' };
  return { value: `${y}-${pad2(month)}-${pad2(day)}` };
}

/** Exact decimal text with at most 2 places ('1,234.50', '12', '0.5'), as satang; never through a float. */
export function readAmount(text: string): { value: number } | { rule: 'amount' | 'decimal' } {
  const t = text.trim();
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t)) return { rule: 'amount' };
  if (/\.\d{3,}$/.test(t)) return { rule: 'decimal' };
  return { value: parseMoney(t) };
}

/** A meter reading: decimal text, at most 2 places, never negative. Answers normalised text ('1234.50'). */
export function readMeter(
  text: string,
): { value: string } | { rule: 'number' | 'decimal' | 'min_value' | 'max_value' } {
  const t = text.trim().replaceAll(',', '');
  if (!/^-?\d+(\.\d+)?$/.test(t)) return { rule: 'number' };
  if (/\.\d{3,}$/.test(t)) return { rule: 'decimal' };
  if (t.startsWith('-')) return { rule: 'min_value' };
  const [whole = '0', fraction = ''] = t.split('.');
  const normal = `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
  if (compareDecimal(normal, MAX_METER) > 0) return { rule: 'max_value' };
  return { value: normal };
}

/** Compares two non-negative 2-place decimal texts exactly. */
export function compareDecimal(a: string, b: string): number {
  const n = (s: string) => BigInt(s.replace('.', ''));
  const [x, y] = [n(a), n(b)];
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A month (1-12) and year (BE or CE) pair as YYYY-MM; both blank is null. */
function readMonth(
  month: string,
  year: string,
  cols: { month: InvoiceImportColumn; year: InvoiceImportColumn },
  issues: StoredIssue[],
): string | null {
  if (month === '' && year === '') return null;
  let ok = true;
  if (month === '') {
    issues.push({ column: cols.month, key: 'required' });
    ok = false;
  } else if (!/^\d{1,2}$/.test(month)) {
    issues.push({ column: cols.month, key: 'integer' });
    ok = false;
  } else if (Number(month) < 1 || Number(month) > 12) {
    issues.push({ column: cols.month, key: 'between', params: { min: 1, max: 12 } });
    ok = false;
  }
  if (year === '') {
    issues.push({ column: cols.year, key: 'required' });
    ok = false;
  } else if (!/^\d{4}$/.test(year)) {
    issues.push({ column: cols.year, key: 'digits', params: { length: 4 } });
    ok = false;
  } else if (ceYear(Number(year)) < MIN_YEAR || ceYear(Number(year)) > MAX_YEAR) {
    issues.push({ column: cols.year, key: 'invalid' });
    ok = false;
  }
  return ok ? `${ceYear(Number(year))}-${pad2(Number(month))}` : null;
}

/** The day after an ISO date. */
export function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Reads a row's cells (column -> trimmed text, '' when blank). `propertyCode` is the caller's property and
 * `today` the office's date (Bangkok). The row's own rules are checked here; what needs the database (unit,
 * expense type, customer, periods, duplicates) is checked by the service.
 */
export function parseRow(
  kind: InvoiceImportKind,
  cells: Record<string, string>,
  ctx: { propertyCode: string; today: string },
): { row: ParsedRow; issues: StoredIssue[] } {
  const issues: StoredIssue[] = [];
  const cell = (c: InvoiceImportColumn) => cells[c] ?? '';
  const note = (column: InvoiceImportColumn | null, key: string, params?: Record<string, string | number>) =>
    issues.push(params ? { column, key, params } : { column, key });
  const required = (c: InvoiceImportColumn): string | null => {
    const v = cell(c);
    if (v === '') note(c, 'required');
    return v === '' ? null : v;
  };
  const code = (c: InvoiceImportColumn, max: number, isRequired: boolean): string | null => {
    const v = isRequired ? required(c) : cell(c) || null;
    if (v === null) return null;
    if ([...v].length > max) {
      note(c, 'max', { max });
      return null;
    }
    return v.toUpperCase();
  };
  const text = (c: InvoiceImportColumn, max: number): string | null => {
    const v = cell(c);
    if (v === '') return null;
    if ([...v].length > max) {
      note(c, 'max', { max });
      return null;
    }
    return v;
  };
  const date = (c: InvoiceImportColumn, isRequired: boolean): string | null => {
    const v = isRequired ? required(c) : cell(c) || null;
    if (v === null) return null;
    const d = readDate(v);
    if ('rule' in d) {
      note(c, d.rule);
      return null;
    }
    return d.value;
  };
  const amount = (c: InvoiceImportColumn, opts: { required: boolean; positive: boolean }): number | null => {
    const v = opts.required ? required(c) : cell(c) || null;
    if (v === null) return opts.required ? null : 0;
    const a = readAmount(v);
    if ('rule' in a) {
      note(c, a.rule, a.rule === 'decimal' ? { decimals: 2 } : undefined);
      return null;
    }
    if (opts.positive ? a.value <= 0 : a.value < 0) {
      note(c, 'min_value', { min: opts.positive ? '0.01' : '0.00' });
      return null;
    }
    if (a.value > MAX_AMOUNT) {
      note(c, 'max_amount', { max: '10,000,000,000.00' });
      return null;
    }
    return a.value;
  };

  const propertyCode = code('propertyCode', 20, true);
  if (propertyCode !== null && propertyCode !== ctx.propertyCode.toUpperCase()) note('propertyCode', 'IN017');
  const unitCode = code('unitCode', 20, true);
  const ownerRaw = code('ownerType', 10, false);
  let ownerType: OwnerType | null = null;
  if (ownerRaw !== null) {
    if ((OWNER_TYPES as readonly string[]).includes(ownerRaw)) ownerType = ownerRaw as OwnerType;
    else note('ownerType', 'oneOf');
  }
  const expenseTypeCode = code('expenseType', 20, true);

  // Dates. A SAP file may give the due date as invoiceDueDate (dueDate wins when both are there).
  const sapDue = kind === 'SAP' ? date('invoiceDueDate', false) : null;
  let dueDate: string | null;
  if (kind === 'SAP' && cell('dueDate') === '') {
    dueDate = sapDue;
    if (cell('invoiceDueDate') === '') note('dueDate', 'required');
  } else dueDate = date('dueDate', true);
  const invoiceDate = date('invoiceDate', true);
  if (invoiceDate !== null && invoiceDate > ctx.today)
    note('invoiceDate', 'before', { date: dayAfter(ctx.today) });
  if (invoiceDate !== null && dueDate !== null && invoiceDate > dueDate)
    note('dueDate', 'invoiceDateAfterDueDate');

  // The billing month, and the months the charge covers.
  const billing = readMonth(
    cell('billingCycleMonth'),
    cell('billingCycleYear'),
    { month: 'billingCycleMonth', year: 'billingCycleYear' },
    issues,
  );
  const startGiven = readMonth(
    cell('billingCycleStartMonth'),
    cell('billingCycleStartYear'),
    { month: 'billingCycleStartMonth', year: 'billingCycleStartYear' },
    issues,
  );
  const endGiven = readMonth(
    cell('billingCycleEndMonth'),
    cell('billingCycleEndYear'),
    { month: 'billingCycleEndMonth', year: 'billingCycleEndYear' },
    issues,
  );
  const billingBlank = cell('billingCycleMonth') === '' && cell('billingCycleYear') === '';
  const billingMonth = billing ?? (billingBlank && invoiceDate ? invoiceDate.slice(0, 7) : null);
  const startBlank = cell('billingCycleStartMonth') === '' && cell('billingCycleStartYear') === '';
  const endBlank = cell('billingCycleEndMonth') === '' && cell('billingCycleEndYear') === '';
  const cycleStart = startGiven ?? (startBlank ? billingMonth : null);
  const cycleEnd = endGiven ?? (endBlank ? cycleStart : null);
  if (cycleStart !== null && cycleEnd !== null && cycleStart > cycleEnd)
    note('billingCycleEndMonth', 'billingCycleStartAfterEnd');

  // Meters: both readings or none; the current one not below the previous one.
  const meterCode = code('meterCode', 20, false);
  const meter = (c: InvoiceImportColumn): string | null => {
    const v = cell(c);
    if (v === '') return null;
    const m = readMeter(v);
    if ('rule' in m) {
      note(
        c,
        m.rule,
        m.rule === 'decimal'
          ? { decimals: 2 }
          : m.rule === 'min_value'
            ? { min: 0 }
            : m.rule === 'max_value'
              ? { max: MAX_METER }
              : undefined,
      );
      return null;
    }
    return m.value;
  };
  const previousMeter = meter('previousMeter');
  const currentMeter = meter('currentMeter');
  if (cell('previousMeter') === '' && cell('currentMeter') !== '') note('previousMeter', 'required');
  if (cell('currentMeter') === '' && cell('previousMeter') !== '') note('currentMeter', 'required');
  if (previousMeter !== null && currentMeter !== null && compareDecimal(currentMeter, previousMeter) < 0) {
    note('currentMeter', 'meterGreaterThanPrevious', { previous: previousMeter });
  }

  // Amounts, in satang.
  const amountExcludeVat = amount('amountExcludeVat', { required: true, positive: true });
  const vat = amount('vat', { required: false, positive: false });
  let grandTotal = amountExcludeVat !== null && vat !== null ? amountExcludeVat + vat : null;
  let referenceNo: string | null = null;
  let originalNo: string | null = null;
  let description: string | null = null;
  if (kind === 'SAP') {
    const given = amount('grandTotal', { required: true, positive: true });
    if (given !== null && grandTotal !== null && given !== grandTotal) note('grandTotal', 'IN019');
    grandTotal = given !== null && grandTotal !== null && given === grandTotal ? grandTotal : null;
    referenceNo = text('invoiceNoSap', 30);
    if (cell('invoiceNoSap') === '') note('invoiceNoSap', 'required');
    originalNo = text('invoiceNo', 30);
    description = text('description', 300);
  }

  return {
    row: {
      propertyCode,
      unitCode,
      ownerType,
      expenseTypeCode,
      invoiceDate,
      dueDate,
      billingMonth,
      cycleStart,
      cycleEnd,
      meterCode,
      previousMeter: previousMeter !== null && currentMeter !== null ? previousMeter : null,
      currentMeter: previousMeter !== null && currentMeter !== null ? currentMeter : null,
      amountExcludeVat,
      vat,
      grandTotal,
      referenceNo,
      originalNo,
      description,
    },
    issues,
  };
}

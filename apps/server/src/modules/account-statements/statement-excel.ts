import { formatThaiDate, type AccountStatement, type Lang } from '@suanklang/shared';
import { writeWorkbook } from '../invoice-import';
import { lineDescription, STATEMENT_LABELS } from './document/statement-labels';

/**
 * The statement as a workbook: the lines with their running balance (the balance brought forward first, the
 * totals and the closing balance last), and the invoices unpaid today on a second sheet. Amounts are numeric cells.
 */
export function statementWorkbook(s: AccountStatement, lang: Lang): Promise<Buffer> {
  const l = STATEMENT_LABELS[lang];
  const date = (iso: string) => formatThaiDate(iso, lang);
  const n = (text: string) => Number(text);
  return writeWorkbook([
    {
      name: `${l.title} ${s.code}`.slice(0, 31),
      columns: [l.date, l.documentNo, l.description, l.unit, l.debit, l.credit, l.balance],
      widths: [12, 16, 48, 10, 16, 16, 16],
      rows: [
        [null, null, l.opening, null, null, null, n(s.opening)],
        ...s.lines.map((line) => [
          date(line.date),
          line.documentNo,
          lineDescription(line, lang),
          line.unitCode,
          n(line.debit),
          n(line.credit),
          n(line.balance),
        ]),
        [null, null, l.total, null, n(s.totalDebit), n(s.totalCredit), null],
        [null, null, `${l.closing} ${date(s.to)}`, null, null, null, n(s.closing)],
      ],
    },
    {
      name: l.outstanding,
      columns: [l.invoiceNo, l.unit, l.invoiceDate, l.dueDate, l.daysOverdue, l.grandTotal, l.outstanding],
      widths: [18, 10, 14, 14, 12, 16, 16],
      rows: [
        ...s.unpaid.map((i) => [
          i.invoiceNo,
          i.unitCode,
          date(i.invoiceDate),
          date(i.dueDate),
          i.daysOverdue,
          n(i.grandTotal),
          n(i.outstanding),
        ]),
        [l.owed, null, null, null, null, null, n(s.balance)],
      ],
    },
  ]);
}

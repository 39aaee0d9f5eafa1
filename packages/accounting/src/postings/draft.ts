import { isIsoDate } from '@suanklang/shared';
import { assertBalanced, type JournalDraft, type JournalLine, type Side } from '../journal';

/** What every document posting carries besides its amounts. */
export type DocumentHeader = { documentType: string; documentNo: string; date: string };

const SIDES: readonly Side[] = ['debit', 'credit'];

function checkHeader(header: DocumentHeader): void {
  if (typeof header.documentType !== 'string' || header.documentType.trim() === '')
    throw new RangeError('documentType is required');
  if (typeof header.documentNo !== 'string' || header.documentNo.trim() === '')
    throw new RangeError('documentNo is required');
  if (typeof header.date !== 'string' || !isIsoDate(header.date))
    throw new RangeError(`date must be an ISO date YYYY-MM-DD: '${String(header.date)}'`);
}

function checkLine(line: JournalLine): void {
  if (typeof line.accountCode !== 'string' || line.accountCode.trim() === '')
    throw new RangeError('every journal line needs an account code');
  if (!SIDES.includes(line.side))
    throw new RangeError(`side must be debit or credit: '${String(line.side)}'`);
  if (!Number.isSafeInteger(line.amount) || line.amount < 0)
    throw new RangeError(`line amount must be a non-negative whole number of satang: ${line.amount}`);
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Turns raw lines into the stored shape: one line per (account, side) so reports read cleanly, zero lines dropped
 * (the ledger refuses them; receivable lines stay one per invoice line), debits first then by account code so the same document always gives the same
 * journal. A merged line keeps its description only when every part had the same one. Balanced or it throws.
 */
export function buildDraft(header: DocumentHeader, lines: readonly JournalLine[]): JournalDraft {
  checkHeader(header);
  const merged = new Map<
    string,
    {
      accountCode: string;
      side: Side;
      invoiceLineId?: string;
      amount: bigint;
      descriptions: Set<string | undefined>;
    }
  >();
  for (const line of lines) {
    checkLine(line);
    if (line.amount === 0) continue;
    // Lines of different invoice lines stay apart: the aging needs each one.
    const key = `${line.side}\u0000${line.accountCode}\u0000${line.invoiceLineId ?? ''}`;
    const entry = merged.get(key) ?? {
      accountCode: line.accountCode,
      side: line.side,
      ...(line.invoiceLineId === undefined ? {} : { invoiceLineId: line.invoiceLineId }),
      amount: 0n,
      descriptions: new Set(),
    };
    entry.amount += BigInt(line.amount);
    entry.descriptions.add(line.description);
    merged.set(key, entry);
  }
  if (merged.size === 0) throw new RangeError(`${header.documentType} ${header.documentNo} moves no money`);

  const out: JournalLine[] = [...merged.values()]
    .sort((a, b) => SIDES.indexOf(a.side) - SIDES.indexOf(b.side) || byCode(a.accountCode, b.accountCode))
    .map((e) => {
      if (e.amount > BigInt(Number.MAX_SAFE_INTEGER))
        throw new RangeError(`amount on ${e.accountCode} is beyond the safe satang range`);
      const [only] = e.descriptions;
      const line: JournalLine = { accountCode: e.accountCode, side: e.side, amount: Number(e.amount) };
      if (e.descriptions.size === 1 && only !== undefined) line.description = only;
      if (e.invoiceLineId !== undefined) line.invoiceLineId = e.invoiceLineId;
      return line;
    });
  return assertBalanced({
    documentType: header.documentType,
    documentNo: header.documentNo,
    date: header.date,
    lines: out,
  });
}

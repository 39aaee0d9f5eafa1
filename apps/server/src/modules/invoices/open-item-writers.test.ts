import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The open items (aging, surcharge, a unit's open invoices) are the settled amounts on invoices and their lines,
 * so those amounts may change only where a journal is posted in the same transaction: a receipt, its
 * cancellation, a credit note's approval. aging/open-items.int.test.ts proves those paths agree with the ledger;
 * this keeps any other code from writing the amounts.
 */
const serverSrc = fileURLToPath(new URL('../../', import.meta.url));

const POSTING_PATHS = new Set([
  'modules/receipts/receipt-writer.ts',
  'modules/receipts/receipt-cancel.ts',
  'modules/credit-notes/credit-notes.repository.ts',
]);

/** A settled amount set by the query builder (`paidAmount: sql...`, `creditedAmount: '0'`) or by raw SQL. */
const WRITE =
  /\b(paidAmount|creditedAmount)\s*:\s*(sql\b|['"`\d])|\bset\s+(paid_amount|credited_amount)\b|,\s*(paid_amount|credited_amount)\s*=/i;

function writesIn(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, n) => (WRITE.test(line) ? [`${file}:${n + 1}`] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('settled amounts change only in the posting paths', () => {
  it('finds each way of writing them in a snippet, and not reading them', () => {
    const snippet = [
      '.set({ paidAmount: sql`${invoice.paidAmount} + 1` })',
      "await tx.update(invoiceLine).set({ creditedAmount: '0.00' });",
      'update invoice set paid_amount = 0',
      'update invoice_line set updated_at = now(), credited_amount = 0',
      'paidAmount: invoice.paidAmount,',
      'const settled = sat(line.paidAmount) + sat(line.creditedAmount);',
    ].join('\n');
    expect(writesIn('x.ts', snippet)).toEqual(['x.ts:1', 'x.ts:2', 'x.ts:3', 'x.ts:4']);
  });

  it('no server code outside receipts and credit notes writes paid or credited amounts', () => {
    const files = sourceFiles(serverSrc);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) => {
      const file = relative(serverSrc, path).split('\\').join('/');
      return POSTING_PATHS.has(file) ? [] : writesIn(file, readFileSync(path, 'utf8'));
    });
    expect(found, 'settle invoices through writeReceipt, cancelReceiptInTx or a credit note').toEqual([]);
    // The posting paths are still where the writes are (a rename would otherwise empty this check).
    const inPaths = [...POSTING_PATHS].flatMap((file) =>
      writesIn(file, readFileSync(join(serverSrc, file), 'utf8')),
    );
    expect(new Set(inPaths.map((w) => w.split(':')[0]))).toEqual(POSTING_PATHS);
  });
});

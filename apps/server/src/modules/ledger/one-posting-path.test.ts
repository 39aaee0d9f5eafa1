import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every document numbers and posts through ledger's postDocument / postDocuments and undoes a posting through
 * postReversal (DESIGN.md s.2), so numbering, posting and audit cannot drift apart. Outside the ledger module
 * nothing calls the steps underneath, nor writes journal rows or document counters itself.
 */
const serverSrc = fileURLToPath(new URL('../../', import.meta.url));
const ledgerDir = fileURLToPath(new URL('./', import.meta.url));

const BYPASSES: { what: string; pattern: RegExp }[] = [
  { what: 'postJournal', pattern: /\bpostJournals?\s*\(/ },
  { what: 'allocateNumbers', pattern: /\ballocateNumbers\s*\(/ },
  { what: 'reverseJournal', pattern: /\breverseJournal\s*\(/ },
  {
    what: 'a journal row written directly',
    pattern: /\.insert\(\s*journal(Entry|Line)\b|insert\s+into\s+journal_(entry|line)\b/i,
  },
  { what: 'a journal row written directly', pattern: /bulkInsert\([^)]*['"]journal_(entry|line)['"]/ },
  {
    what: 'a document counter changed directly',
    pattern: /\.(insert|update)\(\s*documentCounter\b|(insert\s+into|update)\s+document_counter\b/i,
  },
];

/** `file:line: what` for each bypass of the posting path in `source`. */
function bypassesIn(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, n) =>
      BYPASSES.filter((b) => b.pattern.test(line)).map((b) => `${file}:${n + 1}: ${b.what}`),
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === ledgerDir.replace(/\/$/, '') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one posting path', () => {
  it('finds each kind of bypass in a snippet', () => {
    const snippet = [
      "import { postJournal, allocateNumbers } from '../ledger/ledger.service';",
      'const [no] = await allocateNumbers(tx, propertyId, "IN", date, 1);',
      'await postJournal(tx, propertyId, posting);',
      'await postJournals(tx, propertyId, postings);',
      'await reverseJournal(tx, propertyId, entryId, opts);',
      'await tx.insert(journalLine).values(lines);',
      "await bulkInsert(tx, 'journal_entry', COLUMNS, rows);",
      'await tx.execute(sql`update document_counter set last_no = last_no + 1`);',
    ].join('\n');
    expect(bypassesIn('x.service.ts', snippet)).toEqual([
      'x.service.ts:2: allocateNumbers',
      'x.service.ts:3: postJournal',
      'x.service.ts:4: postJournal',
      'x.service.ts:5: reverseJournal',
      'x.service.ts:6: a journal row written directly',
      'x.service.ts:7: a journal row written directly',
      'x.service.ts:8: a document counter changed directly',
    ]);
    expect(bypassesIn('x.service.ts', 'await postDocument(tx, doc);\nawait postReversal(tx, r);')).toEqual(
      [],
    );
  });

  it('no server code outside the ledger module numbers or posts a journal by hand', () => {
    const files = sourceFiles(serverSrc);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) => bypassesIn(relative(serverSrc, path), readFileSync(path, 'utf8')));
    expect(found, 'use postDocument / postDocuments / postReversal from ../ledger instead').toEqual([]);
  });
});

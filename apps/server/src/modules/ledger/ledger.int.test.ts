import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog, property } from '../../platform/db/schema';
import { constraintName, sqlState } from '../../platform/db/errors';
import { accountingPeriod, documentCounter, journalEntry, journalLine } from './ledger.schema';
import { ledgerError, postJournal, reverseJournal } from './ledger.service';
import { allocateNumbers, formatDocumentNo } from './numbering';
import { postDocument, postDocuments, postReversal } from './post-document';

let t: TestApp;
let rvs: string;
beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db.select().from(property).where(eq(property.code, 'RVS'));
  rvs = p!.id;
});
afterAll(() => t.close());

const draft = (no: string, date = '2031-01-10', amount = 10000) => ({
  documentType: 'JV',
  documentNo: no,
  date,
  lines: [
    { accountCode: '1111', side: 'debit' as const, amount },
    { accountCode: '4220', side: 'credit' as const, amount },
  ],
});

/** Runs raw SQL in a transaction and gives back the SQLSTATE it failed with (null when it committed). */
async function attempt(statements: (entryId: string) => ReturnType<typeof sql>[]): Promise<string | null> {
  const id = randomUUID();
  try {
    await t.database.db.transaction(async (tx) => {
      for (const s of statements(id)) await tx.execute(s);
    });
    return null;
  } catch (error) {
    return sqlState(error);
  }
}

const entrySql = (id: string, no: string, date = '2031-01-10') =>
  sql`insert into journal_entry (id, property_id, document_type, document_no, entry_date) values (${id}, ${rvs}, 'JV', ${no}, ${date})`;
const lineSql = (id: string, n: number, account: string, debit: string, credit: string) =>
  sql`insert into journal_line (entry_id, property_id, line_no, account_code, debit, credit) values (${id}, ${rvs}, ${n}, ${account}, ${debit}, ${credit})`;

describe('the database guards the ledger (raw SQL)', () => {
  it('commits a balanced entry', async () => {
    expect(
      await attempt((id) => [
        entrySql(id, 'RAW-OK'),
        lineSql(id, 1, '1111', '10.00', '0'),
        lineSql(id, 2, '4220', '0', '10.00'),
      ]),
    ).toBeNull();
  });

  it('refuses an unbalanced entry at commit, and an entry without lines', async () => {
    expect(
      await attempt((id) => [
        entrySql(id, 'RAW-1'),
        lineSql(id, 1, '1111', '10.00', '0'),
        lineSql(id, 2, '4220', '0', '9.99'),
      ]),
    ).toBe('23514');
    expect(await attempt((id) => [entrySql(id, 'RAW-2')])).toBe('23514');
    expect(await attempt((id) => [entrySql(id, 'RAW-3'), lineSql(id, 1, '1111', '10.00', '0')])).toBe(
      '23514',
    );
    const found = await t.database.db
      .select()
      .from(journalEntry)
      .where(sql`${journalEntry.documentNo} like 'RAW-_'`);
    expect(found).toEqual([]);
  });

  it('checks each entry at commit, however its lines arrive: many entries in one statement, lines added later', async () => {
    // Two entries with their lines in one statement each: one balances, the other does not, so neither commits.
    const [a, b] = [randomUUID(), randomUUID()];
    expect(
      await attempt(() => [
        sql`insert into journal_entry (id, property_id, document_type, document_no, entry_date) values
              (${a}, ${rvs}, 'JV', 'RAW-M1', '2031-01-10'), (${b}, ${rvs}, 'JV', 'RAW-M2', '2031-01-10')`,
        sql`insert into journal_line (entry_id, property_id, line_no, account_code, debit, credit) values
              (${a}, ${rvs}, 1, '1111', '5.00', '0'), (${a}, ${rvs}, 2, '4220', '0', '5.00'),
              (${b}, ${rvs}, 1, '1111', '5.00', '0'), (${b}, ${rvs}, 2, '4220', '0', '4.99')`,
      ]),
    ).toBe('23514');
    // A line added after an immediate check is checked again at commit.
    expect(
      await attempt((id) => [
        entrySql(id, 'RAW-M3'),
        lineSql(id, 1, '1111', '10.00', '0'),
        lineSql(id, 2, '4220', '0', '10.00'),
        sql`set constraints all immediate`,
        sql`set constraints all deferred`,
        lineSql(id, 3, '4220', '0', '1.00'),
      ]),
    ).toBe('23514');
    // A line added to an entry committed earlier unbalances it: refused.
    const id = randomUUID();
    expect(
      await attempt(() => [
        entrySql(id, 'RAW-M4'),
        lineSql(id, 1, '1111', '10.00', '0'),
        lineSql(id, 2, '4220', '0', '10.00'),
      ]),
    ).toBeNull();
    expect(await attempt(() => [lineSql(id, 3, '1111', '1.00', '0')])).toBe('23514');
    const found = await t.database.db
      .select({ no: journalEntry.documentNo })
      .from(journalEntry)
      .where(sql`${journalEntry.documentNo} like 'RAW-M_'`);
    expect(found).toEqual([{ no: 'RAW-M4' }]);
    // Nothing stays pending once the transactions are over.
    expect(
      await attempt(() => [
        sql`do $$ begin if exists (select 1 from ledger_balance_pending) then raise exception 'pending' using errcode = 'P0001'; end if; end $$`,
      ]),
    ).toBeNull();
  });

  it('names its guards, and the server maps them by name to functional errors', async () => {
    const failure = async (statements: (entryId: string) => ReturnType<typeof sql>[]) => {
      const id = randomUUID();
      try {
        await t.database.db.transaction(async (tx) => {
          for (const s of statements(id)) await tx.execute(s);
        });
      } catch (error) {
        return { name: constraintName(error), mapped: ledgerError(error)?.code ?? null };
      }
      return null;
    };
    expect(await failure((id) => [entrySql(id, 'RAW-N1'), lineSql(id, 1, '1111', '1.00', '0')])).toEqual({
      name: 'journal_entry_balanced',
      mapped: 'GL002',
    });
    const [line] = await t.database.db.select().from(journalLine).limit(1);
    expect(await failure(() => [sql`delete from journal_line where id = ${line!.id}`])).toEqual({
      name: 'journal_line_immutable',
      mapped: 'GL003',
    });
    await t.database.db.insert(accountingPeriod).values({ propertyId: rvs, period: '2031-08', closed: true });
    expect(await failure((id) => [entrySql(id, 'RAW-N2', '2031-08-01')])).toEqual({
      name: 'journal_entry_open_period',
      mapped: 'GL001',
    });
  });

  it('refuses a line on both sides, a negative line and an account the property does not have', async () => {
    expect(
      await attempt((id) => [
        entrySql(id, 'RAW-4'),
        lineSql(id, 1, '1111', '10.00', '10.00'),
        lineSql(id, 2, '4220', '0', '0'),
      ]),
    ).toBe('23514');
    expect(
      await attempt((id) => [
        entrySql(id, 'RAW-5'),
        lineSql(id, 1, '1111', '-10.00', '0'),
        lineSql(id, 2, '4220', '0', '-10.00'),
      ]),
    ).toBe('23514');
    expect(
      await attempt((id) => [
        entrySql(id, 'RAW-6'),
        lineSql(id, 1, '9999', '10.00', '0'),
        lineSql(id, 2, '4220', '0', '10.00'),
      ]),
    ).toBe('23503');
  });

  it('refuses to update or delete posted lines and entries', async () => {
    const [line] = await t.database.db.select().from(journalLine).limit(1);
    expect(line).toBeDefined();
    expect(await attempt(() => [sql`update journal_line set debit = debit + 1 where id = ${line!.id}`])).toBe(
      '55000',
    );
    expect(await attempt(() => [sql`delete from journal_line where id = ${line!.id}`])).toBe('55000');
    expect(
      await attempt(() => [
        sql`update journal_entry set entry_date = '2031-02-01' where id = ${line!.entryId}`,
      ]),
    ).toBe('55000');
    expect(await attempt(() => [sql`delete from journal_entry where id = ${line!.entryId}`])).toBe('55000');
    expect(await attempt(() => [sql`truncate journal_line`])).toBe('55000');
  });

  it('refuses postings into a closed period, the reversal of a cancellation too', async () => {
    const id = await t.database.db.transaction((tx) =>
      postJournal(tx, rvs, { draft: draft('JV-CLOSE', '2031-03-05'), sourceId: null, userId: null }),
    );
    await t.database.db.insert(accountingPeriod).values({ propertyId: rvs, period: '2031-04', closed: true });
    expect(
      await attempt((eid) => [
        entrySql(eid, 'RAW-7', '2031-04-30'),
        lineSql(eid, 1, '1111', '1.00', '0'),
        lineSql(eid, 2, '4220', '0', '1.00'),
      ]),
    ).toBe('55000');
    await expect(
      t.database.db.transaction((tx) => reverseJournal(tx, rvs, id, { date: '2031-04-02', userId: null })),
    ).rejects.toMatchObject({ code: 'GL001' });
    // An open month takes the reversal: the two entries net to zero.
    await t.database.db.transaction((tx) =>
      reverseJournal(tx, rvs, id, { date: '2031-05-02', userId: null }),
    );
    const [net] = await t.database.db
      .select({
        debit: sql<string>`sum(${journalLine.debit})`,
        credit: sql<string>`sum(${journalLine.credit})`,
      })
      .from(journalLine)
      .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
      .where(eq(journalEntry.documentNo, 'JV-CLOSE'));
    expect(net).toEqual({ debit: '200.00', credit: '200.00' });
  });
});

describe('gapless document numbers', () => {
  it('formats type, Buddhist-era year, month and a 5-digit sequence', () => {
    expect(formatDocumentNo('IN', '2026-11', 1)).toBe('IN691100001');
    expect(formatDocumentNo('RC', '2027-01', 123456)).toBe('RC7001123456');
  });

  it('gives a rolled-back number back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await allocateNumbers(tx, rvs, 'ZZ', '2031-06-01', 1);
        throw new Error('document failed');
      }),
    ).rejects.toThrow('document failed');
    const [no] = await t.database.db.transaction((tx) => allocateNumbers(tx, rvs, 'ZZ', '2031-06-01', 1));
    expect(no).toBe('ZZ740600001');
  });

  it('never hands out the same number twice to concurrent documents', async () => {
    const all = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.transaction((tx) => allocateNumbers(tx, rvs, 'YY', '2031-06-15', 3)),
      ),
    );
    const numbers = all.flat().sort();
    expect(new Set(numbers).size).toBe(36);
    expect(numbers[0]).toBe('YY740600001');
    expect(numbers.at(-1)).toBe('YY740600036');
    const [counter] = await t.database.db
      .select()
      .from(documentCounter)
      .where(eq(documentCounter.documentType, 'YY'));
    expect(counter?.lastNo).toBe(36);
  });
});

describe('postDocument', () => {
  const doc = (documentNoOf: (no: string) => string) => ({
    propertyId: rvs,
    userId: null,
    documentType: 'XD',
    date: '2031-07-03',
    journal: (no: string) => ({
      draft: { ...draft(documentNoOf(no), '2031-07-03'), documentType: 'XD' },
      sourceId: null,
    }),
    write: async () => {},
    audit: ({ documentNo, entryId }: { documentNo: string; entryId: string | null }) => ({
      action: 'test.post',
      entity: 'journal_entry',
      entityId: entryId,
      after: { documentNo },
    }),
  });

  it('numbers, posts and audits in the caller transaction, and gives the number back when anything fails', async () => {
    const first = await t.database.db.transaction((tx) =>
      postDocument(
        tx,
        doc((no) => no),
      ),
    );
    expect(first.documentNo).toBe('XD740700001');
    const [entry] = await t.database.db
      .select()
      .from(journalEntry)
      .where(eq(journalEntry.id, first.entryId!));
    expect(entry).toMatchObject({ documentType: 'XD', documentNo: 'XD740700001', entryDate: '2031-07-03' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, first.entryId!));
    expect(audits).toMatchObject([{ action: 'test.post', after: { documentNo: 'XD740700001' } }]);
    // A journal under another number is refused, and the number it took is free again.
    await expect(
      t.database.db.transaction((tx) =>
        postDocument(
          tx,
          doc((no) => `${no}X`),
        ),
      ),
    ).rejects.toThrow(/does not match/);
    const second = await t.database.db.transaction((tx) =>
      postDocument(
        tx,
        doc((no) => no),
      ),
    );
    expect(second.documentNo).toBe('XD740700002');
  });

  it('posts under the number a document was given when saved, and numbers a document that posts nothing', async () => {
    const numbered = await t.database.db.transaction((tx) =>
      postDocument(tx, { ...doc((no) => no), journal: () => null, audit: () => null }),
    );
    expect(numbered).toMatchObject({ documentNo: 'XD740700003', entryId: null });
    const later = await t.database.db.transaction((tx) =>
      postDocument(tx, { ...doc((no) => no), documentNo: numbered.documentNo }),
    );
    expect(later.documentNo).toBe('XD740700003');
    const [entry] = await t.database.db
      .select()
      .from(journalEntry)
      .where(eq(journalEntry.id, later.entryId!));
    expect(entry?.documentNo).toBe('XD740700003');
    const [counter] = await t.database.db
      .select()
      .from(documentCounter)
      .where(sql`${documentCounter.propertyId} = ${rvs} and ${documentCounter.documentType} = 'XD'`);
    expect(counter?.lastNo).toBe(3);
  });
});

describe('postDocuments', () => {
  it('numbers a batch per month in order, posts every journal and writes one audit row for the whole', async () => {
    const dates = ['2032-08-05', '2032-09-01', '2032-08-20'];
    const result = await t.database.db.transaction((tx) =>
      postDocuments(tx, {
        propertyId: rvs,
        userId: null,
        documentType: 'XB',
        documents: dates.map((date) => ({
          date,
          journal: (no: string) => ({ draft: { ...draft(no, date), documentType: 'XB' }, sourceId: null }),
        })),
        write: async (posted) => posted.length,
        audit: (posted, written) => ({
          action: 'test.batch',
          entity: 'journal_entry',
          after: { numbers: posted.map((p) => p.documentNo), written },
        }),
      }),
    );
    expect(result.posted.map((p) => p.documentNo)).toEqual(['XB750800001', 'XB750900001', 'XB750800002']);
    const entries = await t.database.db
      .select()
      .from(journalEntry)
      .where(sql`${journalEntry.propertyId} = ${rvs} and ${journalEntry.documentType} = 'XB'`);
    expect(entries.map((e) => e.id).sort()).toEqual(result.posted.map((p) => p.entryId).sort());
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'test.batch'));
    expect(audits).toMatchObject([
      { after: { numbers: ['XB750800001', 'XB750900001', 'XB750800002'], written: 3 } },
    ]);
  });

  it('refuses the whole batch when one journal is not under its number', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        postDocuments(tx, {
          propertyId: rvs,
          userId: null,
          documentType: 'XC',
          documents: [0, 1].map((n) => ({
            date: '2032-08-05',
            journal: (no: string) => ({
              draft: { ...draft(n === 1 ? `${no}X` : no, '2032-08-05'), documentType: 'XC' },
              sourceId: null,
            }),
          })),
          write: async () => {},
          audit: () => null,
        }),
      ),
    ).rejects.toThrow(/does not match/);
    const [counter] = await t.database.db
      .select()
      .from(documentCounter)
      .where(sql`${documentCounter.propertyId} = ${rvs} and ${documentCounter.documentType} = 'XC'`);
    expect(counter).toBeUndefined();
  });
});

describe('postReversal', () => {
  it('posts the reverse of an entry under its number, linked to it', async () => {
    const posted = await t.database.db.transaction((tx) =>
      postDocument(tx, {
        propertyId: rvs,
        userId: null,
        documentType: 'XR',
        date: '2031-10-02',
        journal: (no) => ({ draft: { ...draft(no, '2031-10-02'), documentType: 'XR' }, sourceId: null }),
        write: async () => {},
        audit: () => null,
      }),
    );
    const reversalId = await t.database.db.transaction((tx) =>
      postReversal(tx, { propertyId: rvs, entryId: posted.entryId!, date: '2031-10-05', userId: null }),
    );
    const [reversal] = await t.database.db.select().from(journalEntry).where(eq(journalEntry.id, reversalId));
    expect(reversal).toMatchObject({
      kind: 'REVERSAL',
      reversesId: posted.entryId,
      documentNo: posted.documentNo,
      entryDate: '2031-10-05',
    });
    const lines = await t.database.db.select().from(journalLine).where(eq(journalLine.entryId, reversalId));
    expect(lines.map((l) => [l.accountCode, l.debit, l.credit]).sort()).toEqual([
      ['1111', '0.00', '100.00'],
      ['4220', '100.00', '0.00'],
    ]);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { accountUsage } from '../config-account';
import { expenseType, expenseTypeUsage } from '../config-expense';
import { journalLine } from '../ledger';
import { unit, unitUsage } from '../units';
import { invoice, invoiceLine } from './invoices.schema';

/** Billed records lock the codes they were billed under: an expense type, a unit, an account with postings. */
expenseTypeUsage.register(async (db, propertyId, code, lang) => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceLine)
    .innerJoin(expenseType, eq(expenseType.id, invoiceLine.expenseTypeId))
    .where(and(eq(expenseType.propertyId, propertyId), eq(expenseType.code, code)));
  const n = rows[0]?.n ?? 0;
  return n > 0
    ? [
        {
          kind: 'INVOICE',
          code: String(n),
          description: lang === 'en' ? `${n} invoice lines` : `รายการใบแจ้งหนี้ ${n} รายการ`,
        },
      ]
    : [];
});

unitUsage.register(async (db, propertyId, code, lang) => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoice)
    .innerJoin(unit, eq(unit.id, invoice.unitId))
    .where(and(eq(invoice.propertyId, propertyId), eq(unit.code, code)));
  const n = rows[0]?.n ?? 0;
  return n > 0
    ? [
        {
          kind: 'INVOICE',
          code: String(n),
          description: lang === 'en' ? `${n} invoices` : `ใบแจ้งหนี้ ${n} ฉบับ`,
        },
      ]
    : [];
});

accountUsage.register(async (db, propertyId, code, lang) => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalLine)
    .where(and(eq(journalLine.propertyId, propertyId), eq(journalLine.accountCode, code)));
  const n = rows[0]?.n ?? 0;
  return n > 0
    ? [
        {
          kind: 'JOURNAL',
          code: String(n),
          description: lang === 'en' ? `${n} journal lines` : `รายการบัญชี ${n} รายการ`,
        },
      ]
    : [];
});

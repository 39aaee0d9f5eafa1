import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { expenseType } from '../config-expense';
import { billedCharge, invoice } from '../invoices';
import { accountingPeriod } from '../ledger';
import { propertySetting } from '../property-settings';
import { unit } from '../units';
import { invoiceImport, invoiceImportRow } from './invoice-import.schema';

export type ImportRecord = typeof invoiceImport.$inferSelect;
export type ImportRowRecord = typeof invoiceImportRow.$inferSelect;
export type ImportRowInsert = typeof invoiceImportRow.$inferInsert;

export async function allUnits(db: Executor, propertyId: string) {
  return db
    .select({ id: unit.id, code: unit.code, active: unit.active })
    .from(unit)
    .where(eq(unit.propertyId, propertyId))
    .orderBy(asc(unit.code));
}

export async function allExpenseTypes(db: Executor, propertyId: string) {
  return db
    .select()
    .from(expenseType)
    .where(eq(expenseType.propertyId, propertyId))
    .orderBy(asc(expenseType.code));
}
export type ImportExpenseType = Awaited<ReturnType<typeof allExpenseTypes>>[number];

export { currentOccupants, type Occupant } from '../expenses';

export async function isVatRegistered(db: Executor, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ vat: propertySetting.vatRegistered })
    .from(propertySetting)
    .where(eq(propertySetting.propertyId, propertyId));
  return row?.vat === 'Y';
}

export async function closedPeriods(db: Executor, propertyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ period: accountingPeriod.period })
    .from(accountingPeriod)
    .where(and(eq(accountingPeriod.propertyId, propertyId), eq(accountingPeriod.closed, true)));
  return new Set(rows.map((r) => r.period));
}

/** Charges already on an invoice among these cycle keys, as "unitId/expenseTypeId/cycleStart". */
export async function billedKeys(
  db: Executor,
  propertyId: string,
  cycleKeys: string[],
): Promise<Set<string>> {
  if (cycleKeys.length === 0) return new Set();
  const rows = await db
    .select({
      unitId: billedCharge.unitId,
      expenseTypeId: billedCharge.expenseTypeId,
      cycleStart: billedCharge.cycleStart,
    })
    .from(billedCharge)
    .where(and(eq(billedCharge.propertyId, propertyId), inArray(billedCharge.cycleStart, cycleKeys)));
  return new Set(rows.map((r) => `${r.unitId}/${r.expenseTypeId}/${r.cycleStart}`));
}

/** SAP numbers among `refs` that a committed import of the property already holds. */
export async function importedReferences(
  db: Executor,
  propertyId: string,
  refs: string[],
): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const found = new Set<string>();
  for (let i = 0; i < refs.length; i += 1000) {
    const rows = await db
      .select({ ref: invoiceImportRow.referenceNo })
      .from(invoiceImportRow)
      .where(
        and(
          eq(invoiceImportRow.propertyId, propertyId),
          isNotNull(invoiceImportRow.invoiceId),
          inArray(invoiceImportRow.referenceNo, refs.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) if (r.ref) found.add(r.ref);
  }
  return found;
}

export async function insertImport(
  db: Executor,
  values: typeof invoiceImport.$inferInsert,
): Promise<ImportRecord> {
  const [row] = await db.insert(invoiceImport).values(values).returning();
  return row!;
}

export async function insertRows(db: Executor, rows: ImportRowInsert[]): Promise<void> {
  // 23 columns a row: 1,000 rows stay well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(invoiceImportRow).values(rows.slice(i, i + 1000));
}

/** A batch of the property (and of the kind, for the SAP calls); `lock` holds it until the transaction ends. */
export async function findImport(
  db: Executor,
  propertyId: string,
  id: string,
  opts: { kind?: string; lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(invoiceImport)
    .where(
      and(
        eq(invoiceImport.id, id),
        eq(invoiceImport.propertyId, propertyId),
        opts.kind ? eq(invoiceImport.kind, opts.kind) : undefined,
      ),
    );
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function rowsOf(db: Executor, importId: string, opts: { withErrorsOnly?: boolean } = {}) {
  return db
    .select()
    .from(invoiceImportRow)
    .where(
      and(
        eq(invoiceImportRow.importId, importId),
        opts.withErrorsOnly ? sql`jsonb_array_length(${invoiceImportRow.errors}) > 0` : undefined,
      ),
    )
    .orderBy(asc(invoiceImportRow.rowNo));
}

export async function updateImport(
  db: Executor,
  id: string,
  values: Partial<typeof invoiceImport.$inferInsert>,
): Promise<void> {
  await db.update(invoiceImport).set(values).where(eq(invoiceImport.id, id));
}

/** Rewrites the rows' problems (a commit that found the data changed since the upload). */
export async function setRowErrors(
  db: Executor,
  importId: string,
  errors: { rowNo: number; errors: unknown[] }[],
): Promise<void> {
  if (errors.length === 0) return;
  await db.execute(sql`
    update invoice_import_row r set errors = v.errors
    from unnest(${sql.param(errors.map((e) => e.rowNo))}::int[], ${sql.param(errors.map((e) => JSON.stringify(e.errors)))}::jsonb[]) as v(row_no, errors)
    where r.import_id = ${importId} and r.row_no = v.row_no`);
}

/** Links each committed row to the invoice made from it (which also makes its SAP number taken). */
export async function setRowInvoices(
  db: Executor,
  importId: string,
  links: { rowNo: number; invoiceId: string }[],
): Promise<void> {
  for (let i = 0; i < links.length; i += 5000) {
    const part = links.slice(i, i + 5000);
    await db.execute(sql`
      update invoice_import_row r set invoice_id = v.invoice_id
      from unnest(${sql.param(part.map((l) => l.rowNo))}::int[], ${sql.param(part.map((l) => l.invoiceId))}::uuid[]) as v(row_no, invoice_id)
      where r.import_id = ${importId} and r.row_no = v.row_no`);
  }
}

/** A committed batch's invoices, by row: what its commit answered. */
export async function committedInvoices(db: Executor, importId: string) {
  return db
    .select({ rowNo: invoiceImportRow.rowNo, invoiceId: invoice.id, invoiceNo: invoice.invoiceNo })
    .from(invoiceImportRow)
    .innerJoin(
      invoice,
      and(eq(invoice.propertyId, invoiceImportRow.propertyId), eq(invoice.id, invoiceImportRow.invoiceId)),
    )
    .where(eq(invoiceImportRow.importId, importId))
    .orderBy(asc(invoiceImportRow.rowNo));
}

import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** A column of a bulk insert: its name and the PostgreSQL type its array is cast to. */
export type BulkColumn<Row> = { name: string; type: string; value: (row: Row) => unknown };

/**
 * Inserts many rows with one parameter per column (`insert ... select * from unnest($1::uuid[], ...)`), so a
 * billing run's tens of thousands of rows cost a few statements and no per-row query building. Chunked so one
 * statement never carries an unbounded payload.
 */
export async function bulkInsert<Row>(
  tx: Executor,
  table: string,
  columns: BulkColumn<Row>[],
  rows: Row[],
  chunk = 5000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const names = sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    const arrays: SQL[] = columns.map(
      (c) => sql`${sql.param(part.map((r) => c.value(r) ?? null))}::${sql.raw(c.type)}[]`,
    );
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

import { sql } from 'drizzle-orm';
import { AppError } from '../errors';
import type { Db, Tx } from './client';
import { sqlState } from './errors';

/** SQLSTATE query_canceled: what PostgreSQL raises when statement_timeout stops a statement. */
const QUERY_CANCELED = '57014';

/**
 * Runs a heavy report read in a read-only transaction of its own whose statements PostgreSQL stops after
 * timeoutMs (SET LOCAL: the connection goes back to the pool with its normal setting). A stopped report answers
 * RP001 in the caller's language instead of holding a connection and the disk away from the clerks.
 *
 * PGlite accepts the setting but has no timer to enforce it (one embedded connection, no signals): there the
 * report runs to the end, and its cost is bounded by reading open items only.
 */
export async function inReportTransaction<T>(
  db: Db,
  timeoutMs: number,
  read: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      if (timeoutMs > 0) await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(timeoutMs)}`));
      return read(tx);
    });
  } catch (error) {
    if (sqlState(error) === QUERY_CANCELED) throw new AppError('RP001');
    throw error;
  }
}

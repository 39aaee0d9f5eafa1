import { LIST_COUNT_CAP, type KeysetPaging } from '@suanklang/shared';
import { count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from '../errors';
import type { Executor } from './client';

/**
 * The one way a document list pages (docs/decisions.md, "Lists that do not slow down"). A list is sorted
 * newest first on a key of a few expressions that ends in a unique one (the row's id), and an index on
 * (property, ...key) serves that order, so:
 * - a page is "the next pageSize rows after (or before) this key": a range read of the index, never an OFFSET
 *   that reads and throws away every row before it;
 * - the last page is the first page of the reversed order;
 * - the count stops at LIST_COUNT_CAP rows.
 * Key values travel in an opaque cursor (base64url JSON) together with the page's number, for the screen.
 */

type Direction = 'after' | 'before' | 'last';
const cursorShape = z.object({
  d: z.enum(['after', 'before', 'last']),
  k: z.array(z.string().max(100)).max(6),
  p: z.number().int().min(1).nullable(),
});
type Cursor = z.infer<typeof cursorShape>;

function encode(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A cursor this server did not write (or one for another list's key) is bad input, not a crash. */
function decode(text: string | undefined, keyLength: number): Cursor | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('ST001', [{ path: 'cursor', rule: 'cursor', message: 'cursor' }]);
  }
  const cursor = cursorShape.safeParse(parsed);
  if (!cursor.success || (cursor.data.d !== 'last' && cursor.data.k.length !== keyLength))
    throw new AppError('ST001', [{ path: 'cursor', rule: 'cursor', message: 'cursor' }]);
  return cursor.data;
}

/**
 * The count of a list: how many rows `matching` (a select of the list's filters, `.$dynamic()`) has, reading at
 * most `cap` of them.
 */
export function cappedCount(db: Executor, matching: PgSelect): (cap: number) => Promise<number> {
  return async (cap) => {
    const [row] = await db.select({ n: count() }).from(matching.limit(cap).as('matching'));
    return row?.n ?? 0;
  };
}

export type KeysetQuery<Row> = {
  /** The sort key, newest first; the last expression is unique (the id). Written exactly as the index is. */
  key: (SQL | AnyColumn)[];
  /** The key of a row, as text (dates as YYYY-MM-DD), in the order of `key`. */
  keyOf: (row: Row) => string[];
  /** The rows matching the filters and `range`, in `order`, at most `limit`. */
  rows: (range: SQL | undefined, order: SQL[], limit: number) => Promise<Row[]>;
  /** How many rows match the filters, counting at most `cap` (`cappedCount`). */
  count: (cap: number) => Promise<number>;
  cursor: string | undefined;
  pageSize: number;
};

export async function keysetPage<Row>(q: KeysetQuery<Row>): Promise<{ rows: Row[]; paging: KeysetPaging }> {
  const cursor = decode(q.cursor, q.key.length);
  const dir: Direction | 'first' = cursor?.d ?? 'first';
  const tuple = sql.join(q.key, sql`, `);
  const values = sql.join(
    (cursor?.k ?? []).map((v) => sql`${v}`),
    sql`, `,
  );
  const newestFirst = q.key.map((k) => sql`${k} desc`);
  const oldestFirst = q.key.map((k) => sql`${k} asc`);

  // One row more than the page tells whether there is a page beyond it.
  const page1 = dir === 'first' ? await q.rows(undefined, newestFirst, q.pageSize + 1) : null;
  // A first page that holds every match is its own count (a filtered search, mostly): no count is read. Other
  // pages read the count beside their rows.
  const [fetched, counted] =
    page1 !== null
      ? [page1, page1.length <= q.pageSize ? page1.length : await q.count(LIST_COUNT_CAP + 1)]
      : await Promise.all([
          dir === 'after'
            ? q.rows(sql`(${tuple}) < (${values})`, newestFirst, q.pageSize + 1)
            : dir === 'before'
              ? q.rows(sql`(${tuple}) > (${values})`, oldestFirst, q.pageSize + 1)
              : q.rows(undefined, oldestFirst, q.pageSize),
          q.count(LIST_COUNT_CAP + 1),
        ]);
  const totalExact = counted <= LIST_COUNT_CAP;
  const total = Math.min(counted, LIST_COUNT_CAP);
  const lastPage = totalExact ? Math.max(1, Math.ceil(total / q.pageSize)) : null;

  let rows: Row[];
  let moreNewer: boolean;
  let moreOlder: boolean;
  if (dir === 'first' || dir === 'after') {
    rows = fetched.slice(0, q.pageSize);
    moreOlder = fetched.length > q.pageSize;
    moreNewer = dir === 'after';
  } else if (dir === 'before') {
    rows = fetched.slice(0, q.pageSize).reverse();
    moreNewer = fetched.length > q.pageSize;
    moreOlder = true;
  } else {
    // The last page holds what is left after the full pages when the count is known, else a full page.
    const size = totalExact && total > 0 ? total - (lastPage! - 1) * q.pageSize : q.pageSize;
    rows = fetched.slice(0, size).reverse();
    moreNewer = totalExact ? lastPage! > 1 : fetched.length >= q.pageSize;
    moreOlder = false;
  }

  // Going back to the newest rows is page 1 whatever the cursor counted (rows may have been added meanwhile).
  const page = dir === 'first' || !moreNewer ? 1 : dir === 'last' ? lastPage : cursor!.p;
  const near = (d: Direction, row: Row | undefined, p: number | null) =>
    row ? encode({ d, k: q.keyOf(row), p }) : null;
  return {
    rows,
    paging: {
      page,
      pageSize: q.pageSize,
      total,
      totalExact,
      next: moreOlder ? near('after', rows.at(-1), page === null ? null : page + 1) : null,
      prev: moreNewer ? near('before', rows[0], page === null ? null : page - 1) : null,
      last: moreOlder ? encode({ d: 'last', k: [], p: lastPage }) : null,
    },
  };
}

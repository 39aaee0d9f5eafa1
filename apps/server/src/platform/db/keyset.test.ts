import { LIST_COUNT_CAP } from '@suanklang/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keysetPage } from './keyset';

/** A list too long to count: the count stops at the cap, the screen says "more than", the last page has no number. */
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}` }));

function query(counted: number, cursor?: string) {
  return keysetPage({
    key: [sql`id`],
    keyOf: (r: { id: string }) => [r.id],
    rows: (_range, _order, limit) => Promise.resolve(rowsOf(limit)),
    count: (cap) => Promise.resolve(Math.min(counted, cap)),
    cursor,
    pageSize: 20,
  });
}

describe('keyset page counts', () => {
  it('counts exactly up to the cap', async () => {
    const { paging } = await query(LIST_COUNT_CAP);
    expect(paging).toMatchObject({ page: 1, total: LIST_COUNT_CAP, totalExact: true });
    const last = await query(LIST_COUNT_CAP, paging.last!);
    expect(last.paging.page).toBe(LIST_COUNT_CAP / 20);
  });

  it('says the count is not exact past the cap, and the last page then has no number', async () => {
    const { paging } = await query(5 * LIST_COUNT_CAP);
    expect(paging).toMatchObject({ page: 1, total: LIST_COUNT_CAP, totalExact: false });
    const last = await query(5 * LIST_COUNT_CAP, paging.last!);
    expect(last.rows).toHaveLength(20);
    expect(last.paging).toMatchObject({ page: null, next: null });
    expect(last.paging.prev).not.toBeNull();
  });

  it('shows a short last page when the count is known', async () => {
    const { paging } = await query(45);
    const last = await query(45, paging.last!);
    expect(last.rows).toHaveLength(5);
    expect(last.paging.page).toBe(3);
  });

  it('reads no count for a first page that holds every match, and counts a fuller one', async () => {
    let counts = 0;
    const list = (matching: number) =>
      keysetPage({
        key: [sql`id`],
        keyOf: (r: { id: string }) => [r.id],
        rows: (_range, _order, limit) => Promise.resolve(rowsOf(Math.min(matching, limit))),
        count: (cap) => {
          counts++;
          return Promise.resolve(Math.min(matching, cap));
        },
        cursor: undefined,
        pageSize: 20,
      });
    for (const n of [0, 1, 20]) {
      const { rows, paging } = await list(n);
      expect(rows).toHaveLength(n);
      expect(paging).toMatchObject({ page: 1, total: n, totalExact: true, next: null, last: null });
    }
    expect(counts).toBe(0);
    expect((await list(21)).paging).toMatchObject({ total: 21, totalExact: true });
    expect(counts).toBe(1);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/harness';
import { PreparingClient } from './prepared';

/** The pool's one connection, so what it prepared can be read back on it. PostgreSQL only. */
let pool: pg.Pool;
beforeAll(() => {
  if (onPostgres)
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, Client: PreparingClient });
});
afterAll(() => pool?.end());

const prepared = async () =>
  (
    await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
  ).rows.map((r) => r.statement);

describe.skipIf(!onPostgres)('statements prepared by their text', () => {
  it('a statement with values is prepared once and answers each call with its own values', async () => {
    const text = 'select $1::int + $2::int as n';
    expect((await pool.query({ text }, [1, 2])).rows).toEqual([{ n: 3 }]);
    expect((await pool.query({ text }, [40, 2])).rows).toEqual([{ n: 42 }]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('a text search, a statement without values and a script of several statements are left unprepared', async () => {
    const search = "select 'Somchai' ilike $1 as found";
    expect((await pool.query({ text: search }, ['%chai%'])).rows).toEqual([{ found: true }]);
    await pool.query('select 1; select 2');
    await pool.query({ text: 'select 7 as seven' }, []);
    const statements = await prepared();
    expect(statements).not.toContain(search);
    expect(statements).not.toContain('select 7 as seven');
  });

  it('a statement that fails is refused each time and the connection goes on', async () => {
    const text = 'select 1 / $1::int as n';
    await expect(pool.query({ text }, [0])).rejects.toThrow(/division by zero/);
    await expect(pool.query({ text }, [0])).rejects.toThrow(/division by zero/);
    expect((await pool.query({ text }, [1])).rows).toEqual([{ n: 1 }]);
  });
});

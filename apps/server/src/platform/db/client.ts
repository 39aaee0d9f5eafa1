import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparingClient } from './prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection URL, for the job queue's own connections. */
  url?: string;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `openDatabase({ snapshot })` to start from. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * PostgreSQL through a pool when a URL is given, else embedded PGlite (in memory when dataDir is null), started
 * from `snapshot` (a `dumpDataDir()` tarball) when one is given. Pending migrations are applied either way.
 */
export async function openDatabase(opts: {
  url: string | null;
  dataDir: string | null;
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: Number(process.env.DB_POOL_MAX ?? 10),
      ...(process.env.DB_PREPARE === 'false' ? {} : { Client: PreparingClient }),
    });
    // An idle connection dropped by the server must not crash the process; the pool replaces it on next use.
    pool.on('error', (err) => console.error(`database pool: ${err.message}`));
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', url: opts.url, close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // The document lists' text searches are served by trigram indexes that start with the property (0013, 0015).
  const client = new PGlite({
    dataDir: opts.dataDir ?? undefined,
    extensions: { pg_trgm, btree_gin },
    ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

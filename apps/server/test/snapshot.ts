import pg from 'pg';

/**
 * Integration tests run on embedded PGlite, and on a real PostgreSQL server when TEST_DB=postgres (each test
 * file then gets a database of its own, dropped afterwards).
 */
export const onPostgres = process.env.TEST_DB === 'postgres';

/** The migrated and seeded database the integration project's global set-up made for the test files to copy. */
export type TestSnapshot = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the TEST_DATABASE_URL server (create or drop a database). */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

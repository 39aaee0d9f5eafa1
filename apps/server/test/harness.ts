import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type RouteInfo } from '../src/app';
import { seedDemo } from '../src/demo/seed';
import { loadConfig, type AppConfig } from '../src/platform/config';
import { openDatabase, type Database } from '../src/platform/db/client';
import { appUser } from '../src/platform/db/schema';
import { createSessionTokens } from '../src/platform/auth/session';

/**
 * Integration tests run on embedded PGlite, and on a real PostgreSQL server when TEST_DB=postgres (each test
 * file then gets a database of its own, dropped afterwards).
 */
export const onPostgres = process.env.TEST_DB === 'postgres';

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!onPostgres) {
    const database = await openDatabase({ url: null, dataDir: null });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `suanklang_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  return {
    database,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  routes: RouteInfo[];
  /** A session token for a seeded user, as POST /auth/login would issue it. */
  tokenFor: (username: string) => Promise<string>;
  call: (opts: InjectOptions & { as?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PUBLIC_URL: 'http://localhost:8080',
    ...env,
  });
  await seedDemo(database.db);
  const routes: RouteInfo[] = [];
  const app = await buildApp(config, database, { onRoute: (r) => routes.push(r) });
  await app.ready();
  const tokens = await createSessionTokens(database.db, config.sessionSeconds);
  const tokenFor = async (username: string) => {
    const rows = await database.db.select().from(appUser).where(eq(appUser.username, username));
    if (!rows[0]) throw new Error(`no user ${username}`);
    return (await tokens.issue(rows[0].id)).token;
  };
  return {
    app,
    database,
    config,
    routes,
    tokenFor,
    call: async ({ as, headers, ...opts }) =>
      app.inject({
        ...opts,
        headers: { ...headers, ...(as ? { authorization: `Bearer ${await tokenFor(as)}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

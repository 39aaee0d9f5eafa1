import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type RouteInfo } from '../src/app';
import { seedDemo } from '../src/demo/seed';
import { loadConfig, type AppConfig } from '../src/platform/config';
import { openDatabase, type Database } from '../src/platform/db/client';
import { appUser } from '../src/platform/db/schema';
import { createSessionTokens } from '../src/platform/auth/session';
import { admin, databaseUrl, onPostgres, type TestSnapshot } from './snapshot';

export { onPostgres } from './snapshot';

/**
 * The migrated and seeded database of the integration project's global set-up, when the file runs under it
 * (a benchmark run by tsx has none and migrates and seeds its own).
 */
async function providedSnapshot(): Promise<TestSnapshot | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const snapshot = inject('testSnapshot');
  return snapshot?.kind === (onPostgres ? 'postgres' : 'pglite') ? snapshot : undefined;
}

/** The PGlite tarball, read once per worker. */
let tarball: Promise<Blob> | undefined;

/** A database of the test file's own, already seeded when it is a copy of the global set-up's. */
async function openTestDatabase(): Promise<{
  database: Database;
  seeded: boolean;
  drop: () => Promise<void>;
}> {
  const snapshot = await providedSnapshot();
  if (!onPostgres) {
    if (snapshot?.kind === 'pglite') {
      tarball ??= readFile(snapshot.file).then((bytes) => new Blob([bytes]));
      const database = await openDatabase({ url: null, dataDir: null, snapshot: await tarball });
      return { database, seeded: true, drop: () => database.close() };
    }
    const database = await openDatabase({ url: null, dataDir: null });
    return { database, seeded: false, drop: () => database.close() };
  }
  const name = `suanklang_test_${randomBytes(6).toString('hex')}`;
  const template = snapshot?.kind === 'postgres' ? snapshot.database : null;
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), dataDir: null });
  return {
    database,
    seeded: template !== null,
    drop: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
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
  const { database, seeded, drop } = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    PUBLIC_URL: 'http://localhost:8080',
    ...env,
  });
  if (!seeded) await seedDemo(database.db);
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

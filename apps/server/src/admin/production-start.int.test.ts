import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../platform/db/client';
import { appUser, property } from '../platform/db/schema';
import { onPostgres } from '../../test/harness';

/**
 * A real production start, as README tells an operator to do it: the server and the admin command run as their
 * own processes on an embedded database of their own.
 */
const root = new URL('../../../../', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'suanklang-prod-'));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST: '',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, exited: Promise<number | null>) {
  let done = false;
  void exited.then(() => (done = true));
  for (let i = 0; i < 300 && !done; i++) {
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not come up');
}

// The embedded database's start; the PostgreSQL pass of the suite has no PGlite snapshot and starts nothing here.
describe.skipIf(onPostgres)('a production start', () => {
  it('has no demo, and its first administrator comes from npm run admin:create', async () => {
    const dataDir = tempDir();
    const create = run('apps/server/src/admin/create-admin-command.ts', {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'river-side-2026',
    });
    expect(await create.exited).toBe(0);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = run('apps/server/src/main.ts', { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: url });
    await waitForHealth(url, server.exited);
    const config = (await (await fetch(`${url}/auth/oidc-config`)).json()) as { data: { demoMode: boolean } };
    expect(config.data.demoMode).toBe(false);
    expect((await fetch(`${url}/api/docs/json`)).status).toBe(404);
    server.child.kill('SIGTERM');
    await server.exited;

    const database = await openDatabase({ url: null, dataDir });
    try {
      expect(await database.db.select().from(property)).toEqual([]);
      const users = await database.db.select().from(appUser);
      expect(users.map((u) => [u.username, u.isAdmin])).toEqual([['owner', true]]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to run on a database that holds the demo and its published password', async () => {
    // The integration set-up's seeded demo database, copied into a data directory of its own.
    const snapshot = inject('testSnapshot');
    if (snapshot?.kind !== 'pglite') throw new Error('needs the PGlite snapshot of the integration set-up');
    const dataDir = tempDir();
    const database = await openDatabase({
      url: null,
      dataDir,
      snapshot: new Blob([await readFile(snapshot.file)]),
    });
    await database.close();
    const port = await freePort();
    const server = run('apps/server/src/main.ts', { DATA_DIR: dataDir, PORT: String(port) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/holds the demo/);
  }, 120_000);
});

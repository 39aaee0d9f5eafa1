import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = join(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  // The first start seeds a year of demo history and its receipts: give it up to three minutes on a busy machine.
  for (let i = 0; i < 720; i++) {
    if (server.exitCode !== null) throw new Error(`server exited: ${log()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${log()}`);
}

/** Starts the product exactly as `npm start` does (built web app, embedded database, demo data). */
export default async function setup(project: TestProject) {
  // A server already running (E2E_BASE_URL, its own PUBLIC_URL) serves a quick re-run while a test is written,
  // and `npm test`, which starts it the same way beside the static checks so the demo seed costs no extra time.
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide('baseUrl', running);
    return async () => undefined;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'suanklang-e2e-'));
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  export interface ProvidedContext {
    baseUrl: string;
  }
}

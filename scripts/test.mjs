// `npm test`: the whole suite. Type checks, lint, unit and web tests, integration tests on PGlite and (when
// TEST_DATABASE_URL is set) on PostgreSQL, then the browser tests. In CI (CI=true) the PostgreSQL and browser
// suites are mandatory: skipping either fails the run.
//
// On two cores the web build and the start of the browser tests' server (whose first start seeds a year of demo
// data, on one core) run beside the static checks and the other suites; the suites run one at a time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const ci = process.env.CI === 'true' || process.env.CI === '1';
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each step's wall time, printed as it ends and again in the summary: CI's budget is 45 minutes. */
const durations = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs a step, keeping its output's tail so the summary can say why a step failed. Output streams as it comes,
 * except for a step run beside others (`quiet`), whose output is printed whole when it ends.
 */
async function run(title, cmd, args, env = {}, { quiet = false } = {}) {
  console.log(quiet ? `\n=== ${title}: started ===` : `\n=== ${title} ===`);
  const from = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let tail = '';
  const held = [];
  const keep = (chunk, stream) => {
    if (quiet) held.push([chunk, stream]);
    else stream.write(chunk);
    tail = (tail + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', (c) => keep(c, process.stdout));
  child.stderr.on('data', (c) => keep(c, process.stderr));
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  durations.push([title, Date.now() - from]);
  if (quiet) {
    console.log(`\n=== ${title} (output) ===`);
    for (const [chunk, stream] of held) stream.write(chunk);
  }
  console.log(`=== ${title}: ${status === 0 ? 'ok' : `exit ${status}`} in ${seconds(Date.now() - from)} ===`);
  if (status !== 0) failures.push(`${title} (exit ${status})\n${reasons(tail)}`);
  return status === 0;
}

/** The lines of a failed step's output that explain it (errors, failed tests, unhandled rejections). */
function reasons(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const picked = lines
    .filter((l) => !l.includes('✓') && /error|fail|unhandled|timeout|✗|×/i.test(l))
    .slice(0, 40);
  // An unhandled error fails the run with no failed test: its stack is the only clue, so it is shown whole.
  const unhandled = lines.findIndex((l) => l.includes('Unhandled Error'));
  const stack = unhandled < 0 ? [] : lines.slice(unhandled, unhandled + 40);
  return [...(picked.length ? picked : lines.slice(-15)), ...stack]
    .map((l) => `    ${l.slice(0, 300)}`)
    .join('\n');
}

async function vitest(title, args, env = {}) {
  const file = join(out, `${title.replace(/\W+/g, '-')}.json`);
  await run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
  if (!existsSync(file)) return failures.push(`${title} (no results)`);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (r.numTotalTests === 0) failures.push(`${title} (ran no test)`);
  for (const suite of r.testResults.filter((t) => t.status === 'failed')) {
    if (suite.message) failures.push(`${title}: ${suite.name}\n    ${suite.message.slice(0, 1000)}`);
    // A failed test's whole message: a browser action's call log and the stack's test line say where it stopped.
    for (const test of suite.assertionResults.filter((t) => t.status === 'failed')) {
      const message = test.failureMessages.join('\n').slice(0, 2500).replaceAll('\n', '\n    ');
      failures.push(`${title}: ${test.fullName}\n    ${message}`);
    }
  }
}

const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!chromium && ci) failures.push('browser tests were skipped: no Chromium (apt-get install -y chromium)');
if (!chromium && !ci)
  console.log('\n(skipping the browser tests: no Chromium found; apt-get install -y chromium)');

/** The static checks, one after the other (each keeps one core busy). */
async function staticChecks() {
  await run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  await run('lint', 'npm', ['run', 'lint', '--silent']);
  await run('format', 'npx', ['prettier', '--check', '.']);
}

/**
 * Beside them: the web build, then the browser tests' server, started exactly as their global set-up would start it
 * (built web app, fresh embedded database, demo data) and handed to them through E2E_BASE_URL.
 */
async function browserServer() {
  if (!chromium) return null;
  if (!(await run('web build', 'npm', ['run', 'build', '--silent'], {}, { quiet: true }))) return null;
  return startServer('e2e server start (demo seed)');
}

async function startServer(title) {
  console.log(`\n=== ${title}: started ===`);
  const from = Date.now();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'suanklang-e2e-'));
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => (output = (output + d.toString()).slice(-200_000)));
  server.stderr.on('data', (d) => (output = (output + d.toString()).slice(-200_000)));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start seeds a year of demo history: give it fifteen minutes on a machine busy with the other steps.
  let up = false;
  while (Date.now() - from < 15 * 60_000 && server.exitCode === null && !up) {
    up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  durations.push([title, Date.now() - from]);
  console.log(`=== ${title}: ${up ? 'ok' : 'failed'} in ${seconds(Date.now() - from)} ===`);
  if (!up) {
    failures.push(`${title} (the server did not start)\n${reasons(output)}`);
    await stop();
    return null;
  }
  return { url, stop };
}

function freePort() {
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

// The browser tests' server seeds on one core while the checks and suites before the browser tests run.
const server = browserServer().catch((err) => {
  failures.push(`e2e server start (${err.message})`);
  return null;
});
try {
  await staticChecks();
  await vitest('unit', ['--project', 'unit', '--project', 'web']);
  await vitest('integration (PGlite)', ['--project', 'integration']);
  if (process.env.TEST_DATABASE_URL) {
    await vitest('integration (PostgreSQL)', ['--project', 'integration'], { TEST_DB: 'postgres' });
  } else if (ci) {
    failures.push('integration (PostgreSQL) was skipped: TEST_DATABASE_URL is not set');
  } else {
    console.log('\n(skipping the PostgreSQL suite: set TEST_DATABASE_URL to run it)');
  }
  const up = await server;
  if (up) {
    await vitest('browser (e2e)', ['--config', 'e2e/vitest.config.ts'], {
      CHROMIUM_PATH: chromium,
      E2E_BASE_URL: up.url,
    });
  }
} finally {
  await (await server)?.stop();
}

console.log('\n=== summary ===');
for (const [title, ms] of durations) console.log(`${title.padEnd(28)} ${seconds(ms).padStart(7)}`);
console.log(`${'total'.padEnd(28)} ${seconds(Date.now() - started).padStart(7)}`);
for (const f of failures) console.log(`FAILED: ${f}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);

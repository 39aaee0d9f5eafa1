// `npm test`: the whole suite. Type checks, lint, unit and web tests, integration tests on PGlite and (when
// TEST_DATABASE_URL is set) on PostgreSQL, then the browser tests. In CI (CI=true) the PostgreSQL and browser
// suites are mandatory: skipping either fails the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

/** Runs a step, streaming its output and keeping its tail so the summary can say why a step failed. */
async function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const from = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let tail = '';
  const keep = (chunk, stream) => {
    stream.write(chunk);
    tail = (tail + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', (c) => keep(c, process.stdout));
  child.stderr.on('data', (c) => keep(c, process.stderr));
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  durations.push([title, Date.now() - from]);
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
  return (picked.length ? picked : lines.slice(-15)).map((l) => `    ${l.slice(0, 300)}`).join('\n');
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
  for (const suite of r.testResults.filter((t) => t.status === 'failed' && t.message)) {
    failures.push(`${title}: ${suite.name}\n    ${suite.message.slice(0, 1000)}`);
  }
}

const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

await run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await run('lint', 'npm', ['run', 'lint', '--silent']);
await run('format', 'npx', ['prettier', '--check', '.']);
await vitest('unit', ['--project', 'unit', '--project', 'web']);
await vitest('integration (PGlite)', ['--project', 'integration']);
if (process.env.TEST_DATABASE_URL) {
  await vitest('integration (PostgreSQL)', ['--project', 'integration'], { TEST_DB: 'postgres' });
} else if (ci) {
  failures.push('integration (PostgreSQL) was skipped: TEST_DATABASE_URL is not set');
} else {
  console.log('\n(skipping the PostgreSQL suite: set TEST_DATABASE_URL to run it)');
}
if (chromium) {
  if (await run('web build', 'npm', ['run', 'build', '--silent'])) {
    await vitest('browser (e2e)', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
  }
} else if (ci) {
  failures.push('browser tests were skipped: no Chromium (apt-get install -y chromium)');
} else {
  console.log('\n(skipping the browser tests: no Chromium found; apt-get install -y chromium)');
}

console.log('\n=== summary ===');
for (const [title, ms] of durations) console.log(`${title.padEnd(28)} ${seconds(ms).padStart(7)}`);
console.log(`${'total'.padEnd(28)} ${seconds(Date.now() - started).padStart(7)}`);
for (const f of failures) console.log(`FAILED: ${f}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);

// Cost of the platform on every call (token check, user reload, property scope, rights, reply serialisation),
// as a ratio to a baseline measured in the same run: GET /health, which does one `select 1`.
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../test/harness';

const N = Number(process.env.BENCH_N ?? 400);

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn(); // warm-up
  const start = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const ms = performance.now() - start;
  return { label, perCallMs: ms / N };
}

const t = await createTestApp();
const token = await t.tokenFor('manager');
const headers = { authorization: `Bearer ${token}` };
const baseline = await time('GET /health (baseline)', () => t.app.inject({ method: 'GET', url: '/health' }));
const config = await time('GET /properties/config', () =>
  t.app.inject({ method: 'GET', url: '/properties/config?propertyCode=RVS', headers }),
);
const search = await time('POST /manageuser/search', () =>
  t.app.inject({ method: 'POST', url: '/manageuser/search', headers, payload: { propertyCode: 'RVS' } }),
);
await t.close();

console.log(`platform benchmark on ${t.database.kind}, ${N} calls each`);
for (const r of [baseline, config, search]) {
  console.log(
    `${r.label.padEnd(28)} ${r.perCallMs.toFixed(3)} ms/call  ratio ${(r.perCallMs / baseline.perCallMs).toFixed(2)}`,
  );
}

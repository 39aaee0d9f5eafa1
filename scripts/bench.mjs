// `npm run bench`: every benchmark, each reporting ratios to a baseline measured in the same run.
// With TEST_DATABASE_URL set they run on PostgreSQL as well. The management company's book (about 1.4 million
// invoices) is measured apart, on PostgreSQL only, for it takes longer: `npm run seed:scale` makes it (about half
// an hour) and `npm run bench:scale` measures it, seeding it first when it is missing (docs/benchmarks.md).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'apps/server/bench');
const kinds = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
let failed = false;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts'))) {
  for (const kind of kinds) {
    const res = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DB: kind === 'postgres' ? 'postgres' : '' },
    });
    failed ||= res.status !== 0;
  }
}
process.exit(failed ? 1 : 0);

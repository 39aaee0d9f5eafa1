// `npm run bench`: every benchmark, each reporting ratios to a baseline measured in the same run.
// With TEST_DATABASE_URL set they run on PostgreSQL as well.
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

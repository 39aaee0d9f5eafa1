// `npm start`: build the web app if it is missing or older than its sources, then run the server
// (migrations and, in demo mode, the demo data happen at server start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exitWithChild } from './child-exit.mjs';

const root = new URL('..', import.meta.url).pathname;
const index = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'].map((p) => join(root, p));
const stale =
  !existsSync(index) ||
  sources.some(
    (p) =>
      existsSync(p) &&
      (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > statSync(index).mtimeMs,
  );
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@suanklang/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // Run as in production. Started as it comes (no NODE_ENV given), it is the try-out with the demo property;
  // an install for real says NODE_ENV=production and gets no demo unless DEMO_MODE=true (see README).
  env: { NODE_ENV: 'production', ...(process.env.NODE_ENV ? {} : { DEMO_MODE: 'true' }), ...process.env },
});
// Dying from a signal exits as a shell would (128 + its number), so a supervisor sees the failure.
exitWithChild(server);

/**
 * `npm run admin:create [-- username]`: the first administrator of a fresh install (or another one later). The
 * password comes from ADMIN_PASSWORD once, or is asked for without echo on a terminal, or read from a pipe.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { ensureRoles } from '../platform/rights/roles';
import { createAdministrator } from './first-admin';

async function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return '';
  }
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    input.on('data', onData);
  });
}

const config = loadConfig();
const username = process.argv[2] ?? process.env.ADMIN_USERNAME ?? 'admin';
const password =
  process.env.ADMIN_PASSWORD ?? (await askHidden(`รหัสผ่านของ ${username} / Password for ${username}: `));
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
try {
  await ensureRoles(database.db);
  await createAdministrator(database.db, { username, password });
  console.log(`สร้างผู้ดูแลระบบ ${username} แล้ว / Administrator ${username} created.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

/**
 * `npm run files:migrate -- --to database` (or `--to local`): copies the uploaded files into the store FILE_STORE
 * will name, from the other one. Run it with the instances' own DATABASE_URL, DATA_DIR and FILES_DIR, then set
 * FILE_STORE and restart (docs/operations.md, "File store"). Running it again copies only what is not there yet.
 */
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';
import { databaseFileStorage, localFileStorage } from '../platform/files/storage';
import { copyStoredFiles } from '../modules/files';

const at = process.argv.indexOf('--to');
const target = at >= 0 ? process.argv[at + 1] : undefined;
if (target !== 'database' && target !== 'local') {
  console.error('usage: npm run files:migrate -- --to database|local');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
try {
  const local = localFileStorage(config.filesDir);
  const inDatabase = databaseFileStorage(database.db);
  const [from, to] = target === 'database' ? [local, inDatabase] : [inDatabase, local];
  const report = await copyStoredFiles(database.db, from, to, (done, total) => {
    if (done % 100 === 0 || done === total) process.stdout.write(`\r${done} / ${total}`);
  });
  console.log(
    `\n${report.listed} files: ${report.copied} copied, ${report.present} already there, ` +
      `${report.missing.length} in neither store`,
  );
  for (const key of report.missing) console.log(`  missing: ${key}`);
  console.log(`Next: set FILE_STORE=${target} on every instance and restart them.`);
  if (report.missing.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

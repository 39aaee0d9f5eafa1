import { ConfigError, loadConfig, type AppConfig } from './platform/config';
import { ensureRoles } from './platform/rights/roles';
import { countUsers } from './admin/first-admin';
import { openDatabase } from './platform/db/client';
import { buildApp } from './app';
import { recoverInterruptedRuns } from './modules/expenses/billing-run';
import { failInterruptedExports } from './modules/exports';
import { recoverInterruptedImports } from './modules/invoice-import';
import { openJobQueue } from './platform/jobs';
import { seedDemoOnStart, unfinishedDemoMessage } from './demo/first-start';
import { demoAccountsInUse } from './demo/seed';
import { bangkokToday } from './platform/clock';
import { fileStoreKind, localFilesLeft } from './platform/files/storage';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Suanklang cannot start: ${error.message}`);
  process.exit(1);
}
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
await ensureRoles(database.db);
if (config.production && !config.demoMode) {
  const open = await demoAccountsInUse(database.db);
  if (open.length > 0) {
    console.error(
      `Suanklang cannot start: this database holds the demo, whose users (${open.join(', ')}) sign in with the ` +
        'published demo password. Start a real install on a new database (DATABASE_URL) or data directory ' +
        '(DATA_DIR), or run the demo on purpose with DEMO_MODE=true.',
    );
    await database.close();
    process.exit(1);
  }
}
if (config.demoMode) {
  // A year of meters and invoices, most paid and banked, on the first start (a minute at most); a start after
  // one that was stopped half-way finishes it; a complete demo is left as it is.
  console.log('Demo mode: checking the demo data…');
  const demo = await seedDemoOnStart(database.db, bangkokToday());
  if (demo.state === 'unfinished') {
    console.error(unfinishedDemoMessage(config));
    await database.close();
    process.exit(1);
  }
  if (demo.state === 'seeded')
    console.log(
      demo.resumed
        ? `Demo data finished (history as of ${demo.asOf}, as the interrupted first start began it).`
        : `Demo data created (history as of ${demo.asOf}).`,
    );
}
const jobs = await openJobQueue(database, {
  heartbeatSeconds: config.jobHeartbeatSeconds,
  superviseSeconds: config.jobSuperviseSeconds,
  onError: (error) => console.error(`job queue: ${error.message}`),
});
const app = await buildApp(config, database, { jobs });
// Runs interrupted by a stop: failed on the embedded database; on PostgreSQL the queue retries them elsewhere.
await recoverInterruptedRuns(database.db, jobs);
await failInterruptedExports(database.db, jobs);
await recoverInterruptedImports(database.db, jobs);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const fileStore = fileStoreKind(config.fileStore, database);
app.log.info(`Suanklang is up on ${config.publicUrl} (database: ${database.kind}, files: ${fileStore})`);
if (fileStore === 'database' && localFilesLeft(config.filesDir)) {
  app.log.warn(
    `Files are kept in the database, but ${config.filesDir} holds files from before: copy them with ` +
      '`npm run files:migrate -- --to database` (docs/operations.md, "File store").',
  );
}
if ((await countUsers(database.db)) === 0) {
  app.log.warn(
    'No user can sign in yet: create the first administrator with `npm run admin:create` (see README).',
  );
}

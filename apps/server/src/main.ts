import { ConfigError, loadConfig, type AppConfig } from './platform/config';
import { ensureRoles } from './platform/rights/roles';
import { countUsers } from './admin/first-admin';
import { openDatabase } from './platform/db/client';
import { buildApp } from './app';
import { seedApprovals } from './demo/approvals';
import { seedDeposits } from './demo/deposits';
import { seedHistory } from './demo/history';
import { seedReceipts } from './demo/receipts';
import { failInterruptedRuns } from './modules/expenses/billing-run';
import { demoAccountsInUse, seedDemo } from './demo/seed';
import { bangkokToday } from './platform/clock';

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
await failInterruptedRuns(database.db);
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
  await seedDemo(database.db);
  await seedApprovals(database.db);
  // A year of meters and invoices on the first start (a minute at most; later starts skip it).
  await seedHistory(database.db, bangkokToday());
  // Most of that history paid (some by cheque, some overpaid into wallets), a few units left overdue.
  await seedReceipts(database.db, bangkokToday());
  // Their cash and cheques banked, except the last week's.
  await seedDeposits(database.db, bangkokToday());
}
const app = await buildApp(config, database);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Suanklang is up on ${config.publicUrl} (database: ${database.kind})`);
if ((await countUsers(database.db)) === 0) {
  app.log.warn(
    'No user can sign in yet: create the first administrator with `npm run admin:create` (see README).',
  );
}

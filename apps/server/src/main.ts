import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { buildApp } from './app';
import { seedApprovals } from './demo/approvals';
import { seedDeposits } from './demo/deposits';
import { seedHistory } from './demo/history';
import { seedReceipts } from './demo/receipts';
import { failInterruptedRuns } from './modules/expenses/billing-run';
import { seedDemo } from './demo/seed';
import { bangkokToday } from './platform/clock';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
await failInterruptedRuns(database.db);
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

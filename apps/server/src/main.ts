import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { buildApp } from './app';
import { seedDemo } from './demo/seed';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : config.dataDir });
if (config.demoMode) await seedDemo(database.db);
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

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../src/demo/seed';
import { openDatabase } from '../src/platform/db/client';
import { postgresQueue } from '../src/platform/jobs';
import { admin, databaseUrl, onPostgres, type TestSnapshot } from './snapshot';

/**
 * Global set-up of the integration project: one database migrated (with whatever migrations exist now) and
 * seeded once per run, which every test file then copies instead of migrating and seeding its own. On PGlite
 * the copy is a data-directory tarball; on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const snapshot = onPostgres ? await postgresTemplate() : await pgliteTarball();
  project.provide('testSnapshot', snapshot.value);
  console.log(`integration snapshot (${snapshot.value.kind}) ready in ${Date.now() - started} ms`);
  return snapshot.remove;
}

async function pgliteTarball(): Promise<{ value: TestSnapshot; remove: () => void }> {
  const database = await openDatabase({ url: null, dataDir: null });
  await seedDemo(database.db);
  if (!database.dumpDataDir) throw new Error('PGlite cannot dump its data directory');
  const tarball = await database.dumpDataDir();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'suanklang-int-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return {
    value: { kind: 'pglite', file },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplate(): Promise<{ value: TestSnapshot; remove: () => Promise<void> }> {
  const name = `suanklang_tpl_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  // Every connection must be closed before the database can serve as a template.
  const database = await openDatabase({ url: databaseUrl(name), dataDir: null });
  try {
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
  // The job queue's schema too, so each copy's app starts its queue without installing it.
  const jobs = await postgresQueue(databaseUrl(name), {
    heartbeatSeconds: 30,
    superviseSeconds: 10,
    onError: (error) => {
      throw error;
    },
  });
  await jobs.stop();
  return {
    value: { kind: 'postgres', database: name },
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

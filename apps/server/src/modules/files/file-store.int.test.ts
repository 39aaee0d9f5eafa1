import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { appUser, fileBlob, property } from '../../platform/db/schema';
import {
  databaseFileStorage,
  fileStoreKind,
  localFileStorage,
  localFilesLeft,
} from '../../platform/files/storage';
import type { CurrentUser } from '../../platform/request-context';
import { copyStoredFiles, createFileStore } from '.';

/**
 * The database as file store (file_blob), on whichever database runs the suite: the bytes come back exact, a name
 * is never stored twice, a file is only the property's; and the copy between the local directory and the database
 * that an install runs when it moves (npm run files:migrate).
 */
let t: TestApp;
let dir: string;
let rvs = '';
let user: CurrentUser;
const EVERY_BYTE = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'suanklang-file-store-'));
  rvs = (await t.database.db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
  const [accountant] = await t.database.db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  user = accountant as unknown as CurrentUser;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes files through the files module into `storage` and lists them in stored_file, as an upload does. */
async function upload(storage: ReturnType<typeof databaseFileStorage>, referenceNo: string, data: Buffer[]) {
  const files = createFileStore(storage);
  const written = await files.write(
    rvs,
    'CU',
    user,
    data.map((d, i) => ({
      index: i,
      fileName: `scan-${i}.pdf`,
      data: d,
      truncated: false,
      description: undefined,
    })),
  );
  await files.record(t.database.db, written.rows(referenceNo));
  return (await files.list(t.database.db, rvs, 'CU', [referenceNo])).map((f) => f.currentFileName);
}

describe('the database as file store', () => {
  it('gives back the exact bytes, refuses a name stored twice and unsafe keys, and removes', async () => {
    const store = databaseFileStorage(t.database.db);
    await store.put(`${rvs}/CU/every-byte.bin`, EVERY_BYTE);
    const back = await store.get(`${rvs}/CU/every-byte.bin`);
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back!.equals(EVERY_BYTE)).toBe(true);
    await expect(store.put(`${rvs}/CU/every-byte.bin`, Buffer.from('other'))).rejects.toThrow();
    expect((await store.get(`${rvs}/CU/every-byte.bin`))!.equals(EVERY_BYTE)).toBe(true);
    await expect(store.put(`${rvs}/../etc/passwd`, EVERY_BYTE)).rejects.toThrow(/unsafe/);
    expect(await store.get(`${rvs}/CU/none.bin`)).toBeNull();
    await store.remove(`${rvs}/CU/every-byte.bin`);
    expect(await store.get(`${rvs}/CU/every-byte.bin`)).toBeNull();
  });

  it("serves an upload from the database, and only within the file's property", async () => {
    const [name] = await upload(databaseFileStorage(t.database.db), 'DB-1', [EVERY_BYTE]);
    const files = createFileStore(databaseFileStorage(t.database.db));
    const { data, file } = await files.read(t.database.db, rvs, name!);
    expect(data.equals(EVERY_BYTE)).toBe(true);
    expect(file.size).toBe(256);
    const skv = (await t.database.db.select().from(property).where(eq(property.code, 'SKV')))[0]!.id;
    await expect(files.read(t.database.db, skv, name!)).rejects.toMatchObject({ code: 'ST006' });
    const [row] = await t.database.db
      .select()
      .from(fileBlob)
      .where(eq(fileBlob.key, `${rvs}/CU/${name}`));
    expect(row!.size).toBe(256);
  });

  it('is the default on PostgreSQL, the directory on the embedded database, FILE_STORE either way', () => {
    expect(fileStoreKind(null, { kind: 'postgres' })).toBe('database');
    expect(fileStoreKind(null, { kind: 'pglite' })).toBe('local');
    expect(fileStoreKind('local', { kind: 'postgres' })).toBe('local');
    expect(fileStoreKind('database', { kind: 'pglite' })).toBe('database');
  });
});

describe('moving the files between the directory and the database', () => {
  it('copies every listed file across and back, again without a second copy, and names the missing', async () => {
    const local = localFileStorage(dir);
    const inDatabase = databaseFileStorage(t.database.db);
    const kept = [Buffer.from('%PDF-1.7 first'), Buffer.from('%PDF-1.7 second'), EVERY_BYTE];
    const names = await upload(local, 'MOVE-1', kept);
    expect(localFilesLeft(dir)).toBe(true);
    const before = await copyStoredFiles(t.database.db, local, inDatabase);
    // Every file stored_file lists is in the database now, the earlier tests' included.
    expect(before.missing).toEqual([]);
    expect(before.copied).toBe(3);
    for (const [i, name] of names.entries()) {
      expect((await inDatabase.get(`${rvs}/CU/${name}`))!.equals(kept[i]!)).toBe(true);
    }
    // Run again: nothing copied twice.
    const again = await copyStoredFiles(t.database.db, local, inDatabase);
    expect(again).toMatchObject({ copied: 0, present: before.listed, missing: [] });

    // And back to an empty directory, as an install leaving the database would.
    const back = mkdtempSync(join(tmpdir(), 'suanklang-file-store-back-'));
    try {
      const report = await copyStoredFiles(t.database.db, inDatabase, localFileStorage(back));
      expect(report).toMatchObject({ listed: before.listed, copied: before.listed, missing: [] });
      expect(readdirSync(back, { recursive: true }).filter((p) => String(p).endsWith('.pdf'))).toHaveLength(
        before.listed,
      );
    } finally {
      rmSync(back, { recursive: true, force: true });
    }

    // A file lost from both stores is named, not skipped in silence.
    await local.remove(`${rvs}/CU/${names[0]}`);
    await inDatabase.remove(`${rvs}/CU/${names[0]}`);
    const lost = await copyStoredFiles(t.database.db, local, inDatabase);
    expect(lost.missing).toEqual([`${rvs}/CU/${names[0]}`]);
  });

  it('stops when the two stores hold different bytes under one name', async () => {
    const local = localFileStorage(dir);
    const inDatabase = databaseFileStorage(t.database.db);
    const [name] = await upload(local, 'MOVE-2', [Buffer.from('%PDF-1.7 local')]);
    await inDatabase.put(`${rvs}/CU/${name}`, Buffer.from('%PDF-1.7 other'));
    await expect(copyStoredFiles(t.database.db, local, inDatabase)).rejects.toThrow(/different files/);
  });
});

import { readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { fileBlob } from '../db/schema';

/**
 * Where uploaded files live: the database (table file_blob) when several instances share one PostgreSQL, the local
 * directory for the embedded default; scripts/files-migrate.mjs moves them from one to the other. Keys are `<propertyId>/<folder>/<storedName>`, made by the server from ids it generated, never from
 * what the client sent.
 */
export type FileStorage = {
  put: (key: string, data: Buffer) => Promise<void>;
  /** null when the file is not there (removed, or the storage was moved without its files). */
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** Files under one directory, created on the first write so a server that never stores a file makes none. */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(base, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // wx: a stored name is never reused, so an existing file means a bug, not something to overwrite.
      await writeFile(path, data, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Files as rows of file_blob. Writes and reads go to the database directly, outside the caller's transaction, as
 * the local directory's do (createFileStore writes before and discards after the transaction that lists them).
 */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      // The primary key refuses a second file under a name: a stored name is never reused.
      await db.insert(fileBlob).values({ key, data, size: data.length });
    },
    async get(key) {
      assertSafeKey(key);
      const [row] = await db.select({ data: fileBlob.data }).from(fileBlob).where(eq(fileBlob.key, key));
      return row?.data ?? null;
    },
    async remove(key) {
      assertSafeKey(key);
      await db.delete(fileBlob).where(eq(fileBlob.key, key));
    },
  };
}

export type FileStoreKind = 'database' | 'local';

/** The store FILE_STORE names; unset, the database on PostgreSQL (shared by every instance), else the directory. */
export function fileStoreKind(
  configured: FileStoreKind | null,
  database: Pick<Database, 'kind'>,
): FileStoreKind {
  return configured ?? (database.kind === 'postgres' ? 'database' : 'local');
}

export function fileStorageFor(
  config: { fileStore: FileStoreKind | null; filesDir: string },
  database: Pick<Database, 'kind' | 'db'>,
): FileStorage {
  return fileStoreKind(config.fileStore, database) === 'database'
    ? databaseFileStorage(database.db)
    : localFileStorage(config.filesDir);
}

/** Whether the local directory holds any file (an install that kept files there before moving to the database). */
export function localFilesLeft(dir: string): boolean {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
  } catch {
    return false;
  }
}

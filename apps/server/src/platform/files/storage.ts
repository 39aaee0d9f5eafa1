import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded files live. The local directory is the default; an S3-compatible store implements the same three
 * calls. Keys are `<propertyId>/<folder>/<storedName>`, made by the server from ids it generated, never from
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

/** FILES_DIR, else `files` under DATA_DIR (./data by default), as the rest of the server's data. */
export function fileStorageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  const dir = env.FILES_DIR || join(resolve(env.DATA_DIR ?? 'data'), 'files');
  return localFileStorage(dir);
}

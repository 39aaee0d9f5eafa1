import { randomUUID } from 'node:crypto';
import { fileApi, fileExtension, pathOf, type StoredFileRow } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import { contentTypeOf, type Upload } from '../../platform/files/uploads';
import type { CurrentUser } from '../../platform/request-context';
import * as repo from './files.repository';

/** Folders of the files this area keeps (the spec's mainFolder: CN credit notes, PO request-pay...). */
export const FILE_FOLDERS = { customerChange: 'CU', supplierBankAccount: 'SP' } as const;

export const keyOf = (f: { propertyId: string; folder: string; storedName: string }) =>
  `${f.propertyId}/${f.folder}/${f.storedName}`;

export const displayName = (user: CurrentUser) => `${user.firstName} ${user.lastName}`.trim();

export function toFileRow(f: repo.StoredFile): StoredFileRow {
  return {
    id: f.id,
    currentFileName: f.storedName,
    originalFileName: f.originalName,
    fileNameOriginal: f.originalName,
    description: f.description,
    size: f.size,
    contentType: f.contentType,
    createdBy: f.createdByName,
    createdDate: f.createdAt.toISOString(),
    url: pathOf(fileApi.download, { fileName: f.storedName }),
  };
}

/**
 * Stores uploads in two steps around the caller's transaction: `write` puts the bytes in the storage first
 * (outside the transaction, it can be slow), the caller inserts the returned rows inside its transaction, and
 * calls `discard` if that transaction fails so no orphan file is left behind.
 */
export function createFileStore(storage: FileStorage) {
  return {
    async write(
      propertyId: string,
      folder: string,
      user: CurrentUser,
      uploads: readonly Upload[],
    ): Promise<{ rows: (referenceNo: string) => repo.NewStoredFile[]; discard: () => Promise<void> }> {
      const written: { storedName: string; upload: Upload }[] = [];
      const discard = async () => {
        await Promise.all(
          written.map((w) => storage.remove(keyOf({ propertyId, folder, storedName: w.storedName }))),
        );
      };
      try {
        for (const upload of uploads) {
          // The stored name is ours: a random id and the checked extension, never the client's name.
          const storedName = `${randomUUID()}.${fileExtension(upload.fileName)}`;
          await storage.put(keyOf({ propertyId, folder, storedName }), upload.data);
          written.push({ storedName, upload });
        }
      } catch (error) {
        await discard();
        throw error;
      }
      return {
        rows: (referenceNo) =>
          written.map(({ storedName, upload }, position) => ({
            propertyId,
            folder,
            referenceNo,
            storedName,
            originalName: upload.fileName,
            contentType: contentTypeOf(upload.fileName),
            size: upload.data.length,
            description: upload.description?.trim() || null,
            position,
            createdBy: user.id,
            createdByName: displayName(user),
          })),
        discard,
      };
    },

    async record(tx: Executor, rows: repo.NewStoredFile[]): Promise<void> {
      await repo.insertFiles(tx, rows);
    },

    async list(db: Executor, propertyId: string, folder: string, referenceNos: readonly string[]) {
      return (await repo.listFiles(db, propertyId, folder, referenceNos)).map(toFileRow);
    },

    /** The files of several documents at once, by reference number. */
    async listByReference(db: Executor, propertyId: string, folder: string, referenceNos: readonly string[]) {
      const grouped = new Map<string, StoredFileRow[]>();
      for (const f of await repo.listFiles(db, propertyId, folder, referenceNos)) {
        grouped.set(f.referenceNo, [...(grouped.get(f.referenceNo) ?? []), toFileRow(f)]);
      }
      return grouped;
    },

    /** The file and its bytes, or 404 when it is not the property's or its bytes are gone. */
    async read(db: Executor, propertyId: string, storedName: string) {
      const file = await repo.findFile(db, propertyId, storedName);
      if (!file) throw new AppError('ST006');
      const data = await storage.get(keyOf(file));
      if (!data) throw new AppError('ST006');
      return { file, data };
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { storedFile } from './files.schema';

export type NewStoredFile = typeof storedFile.$inferInsert;
export type StoredFile = typeof storedFile.$inferSelect;

export async function insertFiles(db: Executor, rows: NewStoredFile[]): Promise<void> {
  if (rows.length > 0) await db.insert(storedFile).values(rows);
}

export async function listFiles(
  db: Executor,
  propertyId: string,
  folder: string,
  referenceNos: readonly string[],
) {
  if (referenceNos.length === 0) return [];
  return db
    .select()
    .from(storedFile)
    .where(
      and(
        eq(storedFile.propertyId, propertyId),
        eq(storedFile.folder, folder),
        inArray(storedFile.referenceNo, [...referenceNos]),
      ),
    )
    .orderBy(asc(storedFile.createdAt), asc(storedFile.position));
}

/** A file by the name it is downloaded under, only within the caller's property. */
export async function findFile(db: Executor, propertyId: string, storedName: string) {
  const rows = await db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.propertyId, propertyId), eq(storedFile.storedName, storedName)));
  return rows[0] ?? null;
}

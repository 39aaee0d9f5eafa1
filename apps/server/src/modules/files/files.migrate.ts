import { asc } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { storedFile } from './files.schema';
import { keyOf } from './files.service';

export type FileCopyReport = {
  /** Files listed in stored_file. */
  listed: number;
  copied: number;
  /** Already in the target with the same bytes (a copy run again, or interrupted and resumed). */
  present: number;
  /** Listed, but in neither store: their keys, for the operator to look into. */
  missing: string[];
};

/**
 * Copies every file stored_file lists from one store to the other, for a move between the local directory and the
 * database (FILE_STORE). It only adds: the source keeps its files until the operator has switched FILE_STORE and
 * checked, so an interrupted copy is simply run again. A file already in the target is compared byte for byte; a
 * different one stops the copy (two stores that disagree need a person, not an overwrite).
 */
export async function copyStoredFiles(
  db: Executor,
  from: FileStorage,
  to: FileStorage,
  onProgress?: (done: number, total: number) => void,
): Promise<FileCopyReport> {
  const rows = await db
    .select({
      propertyId: storedFile.propertyId,
      folder: storedFile.folder,
      storedName: storedFile.storedName,
    })
    .from(storedFile)
    .orderBy(asc(storedFile.createdAt), asc(storedFile.storedName));
  const report: FileCopyReport = { listed: rows.length, copied: 0, present: 0, missing: [] };
  for (const [i, row] of rows.entries()) {
    const key = keyOf(row);
    const there = await to.get(key);
    const data = await from.get(key);
    if (there) {
      if (data && !there.equals(data)) throw new Error(`${key}: the two stores hold different files`);
      report.present++;
    } else if (data) {
      await to.put(key, data);
      report.copied++;
    } else {
      report.missing.push(key);
    }
    onProgress?.(i + 1, rows.length);
  }
  return report;
}

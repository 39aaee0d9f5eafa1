import { errorMessage, type ExportKind, type ExportRow, type Lang } from '@suanklang/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { JobQueue } from '../../platform/jobs';
import { exportJob } from './exports.schema';

/** What a producer is given: the export's property, requester and language, and where to report progress. */
export type ExportWork<P> = {
  db: Db;
  propertyId: string;
  userId: string;
  lang: Lang;
  params: P;
  progress: (done: number, total: number) => Promise<void>;
};
export type ExportFile = { data: Buffer; fileName: string; contentType: string };
export type ExportProducer<P> = (work: ExportWork<P>) => Promise<ExportFile>;

/** The producers by kind; an area registers its own when its routes are registered. */
const producers = new Map<ExportKind, ExportProducer<never>>();

export function registerExportProducer<P>(kind: ExportKind, producer: ExportProducer<P>): void {
  producers.set(kind, producer);
}

const EXPORT_JOB = 'export';
/** How long a finished export's file is kept. */
const KEEP_MS = 24 * 60 * 60 * 1000;
type Requester = { user: { id: string }; property: { id: string }; lang: Lang };
type Row = typeof exportJob.$inferSelect;

function toRow(row: Row, lang: Lang): ExportRow {
  return {
    exportId: row.id,
    kind: row.kind as ExportKind,
    status: row.status as ExportRow['status'],
    done: row.done,
    total: row.total,
    fileName: row.fileName,
    error: row.error ? errorMessage(row.error as AppError['code'], lang) : null,
  };
}

/** The file's place in the store: the property's folder EX, named by the export's id. */
const keyOf = (row: Pick<Row, 'propertyId' | 'id'>) => `${row.propertyId}/EX/${row.id}`;

export function createExportsService(db: Db, jobs: JobQueue, storage: FileStorage) {
  /** The requester's export in the requester's property; anyone else's is not found. */
  async function own(actor: Requester, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(exportJob)
      .where(
        and(
          eq(exportJob.id, id),
          eq(exportJob.propertyId, actor.property.id),
          eq(exportJob.userId, actor.user.id),
        ),
      );
    if (!row) throw new AppError('ST006');
    return row;
  }

  async function fail(id: string, error: AppError['code']): Promise<void> {
    await db
      .update(exportJob)
      .set({ status: 'FAILED', error, finishedAt: new Date() })
      .where(and(eq(exportJob.id, id), inArray(exportJob.status, ['QUEUED', 'RUNNING'])));
  }

  /**
   * Makes the file of one export. Idempotent, as a retried job must be: a finished export is left alone, and a
   * file half-stored by a dead attempt is replaced.
   */
  async function work(id: string): Promise<void> {
    const [row] = await db
      .update(exportJob)
      .set({ status: 'RUNNING', worker: jobs.worker })
      .where(and(eq(exportJob.id, id), inArray(exportJob.status, ['QUEUED', 'RUNNING'])))
      .returning();
    if (!row) return;
    const producer = producers.get(row.kind as ExportKind);
    if (!producer) return fail(id, 'ST010');
    try {
      const file = await producer({
        db,
        propertyId: row.propertyId,
        userId: row.userId,
        lang: row.lang as Lang,
        params: row.params as never,
        progress: (done, total) =>
          db
            .update(exportJob)
            .set({ done, total })
            .where(eq(exportJob.id, id))
            .then(
              () => undefined,
              // A progress bar that lags is no reason to fail the export.
              () => undefined,
            ),
      });
      const key = keyOf(row);
      await storage.remove(key);
      await storage.put(key, file.data);
      await db
        .update(exportJob)
        .set({
          status: 'DONE',
          fileKey: key,
          fileName: file.fileName,
          contentType: file.contentType,
          finishedAt: new Date(),
        })
        .where(eq(exportJob.id, id));
    } catch (error) {
      await fail(id, error instanceof AppError ? error.code : 'ST010');
    }
  }

  return {
    /** Registers the job that makes exports (once per queue). */
    define: () =>
      jobs.define<{ id: string }>(EXPORT_JOB, (d) => work(d.id), { onGiveUp: (d) => fail(d.id, 'ST016') }),

    /**
     * Queues an export for the requester and answers at once with its row. The requester's finished exports
     * older than a day go first, files and rows: an export is fetched within minutes, not kept.
     */
    async start(actor: Requester, kind: ExportKind, params: object): Promise<ExportRow> {
      const old = await db
        .delete(exportJob)
        .where(
          and(
            eq(exportJob.userId, actor.user.id),
            inArray(exportJob.status, ['DONE', 'FAILED']),
            lt(exportJob.createdAt, new Date(Date.now() - KEEP_MS)),
          ),
        )
        .returning({ fileKey: exportJob.fileKey });
      for (const { fileKey } of old) if (fileKey) await storage.remove(fileKey);
      const [row] = await db
        .insert(exportJob)
        .values({
          propertyId: actor.property.id,
          userId: actor.user.id,
          kind,
          params,
          lang: actor.lang,
        })
        .returning();
      await jobs.send(EXPORT_JOB, row!.id, { id: row!.id });
      return toRow(row!, actor.lang);
    },

    async status(actor: Requester, id: string): Promise<ExportRow> {
      return toRow(await own(actor, id), actor.lang);
    },

    /** The finished file; 409 while it is being made, the export's own error once it failed. */
    async file(actor: Requester, id: string): Promise<ExportFile> {
      const row = await own(actor, id);
      if (row.status === 'FAILED') throw new AppError((row.error as AppError['code'] | null) ?? 'ST010');
      if (row.status !== 'DONE' || !row.fileKey) throw new AppError('ST015');
      const data = await storage.get(row.fileKey);
      if (!data) throw new AppError('ST006');
      return {
        data,
        fileName: row.fileName ?? 'export',
        contentType: row.contentType ?? 'application/octet-stream',
      };
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;

/**
 * Exports whose job the queue no longer holds when this process starts (the embedded database's queue dies with
 * its process): failed with ST016, so the screen says to ask again rather than wait for ever.
 */
export async function failInterruptedExports(db: Db, jobs: JobQueue): Promise<void> {
  const open = await db
    .select({ id: exportJob.id })
    .from(exportJob)
    .where(inArray(exportJob.status, ['QUEUED', 'RUNNING']));
  for (const { id } of open) {
    if (jobs.kind === 'postgres' && (await jobs.pending(EXPORT_JOB, id))) continue;
    await db
      .update(exportJob)
      .set({ status: 'FAILED', error: 'ST016', finishedAt: new Date() })
      .where(and(eq(exportJob.id, id), inArray(exportJob.status, ['QUEUED', 'RUNNING'])));
  }
}

import type { FastifyReply } from 'fastify';
import type { Lang } from '@suanklang/shared';

const SUCCESS = { th: 'สำเร็จ', en: 'Success' } as const;

/** The `{ statusCode, message, data }` envelope every successful call answers with. */
export function ok<T>(lang: Lang, data: T, statusCode = 200) {
  return { statusCode, message: SUCCESS[lang], data };
}

export function list<T>(lang: Lang, rows: T[], paging?: { page: number; pageSize: number; total: number }) {
  return { statusCode: 200, message: SUCCESS[lang], data: rows, ...(paging ? { paging } : {}) };
}

/** A page of a document list and its keyset paging (platform/db/keyset.ts). */
export function pagedList<T, P extends { pageSize: number; total: number }>(
  lang: Lang,
  rows: T[],
  paging: P,
) {
  return { statusCode: 200, message: SUCCESS[lang], data: rows, paging };
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name, so Thai file names survive. */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A printed document, shown in the browser's viewer. */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.fileName, 'inline'))
    .header('cache-control', 'no-store')
    .send(file.pdf);
}

/** A workbook, downloaded. */
export function sendXlsx(reply: FastifyReply, file: { data: Buffer; fileName: string }) {
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.data);
}

/** A text file for another program (a tax or bank upload), downloaded as it is. */
export function sendTextFile(
  reply: FastifyReply,
  file: { data: Buffer; fileName: string; charset?: string },
) {
  return reply
    .header('content-type', `text/plain; charset=${file.charset ?? 'utf-8'}`)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.data);
}

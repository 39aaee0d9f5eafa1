import type { Lang } from '@suanklang/shared';

const SUCCESS = { th: 'สำเร็จ', en: 'Success' } as const;

/** The `{ statusCode, message, data }` envelope every successful call answers with. */
export function ok<T>(lang: Lang, data: T, statusCode = 200) {
  return { statusCode, message: SUCCESS[lang], data };
}

export function list<T>(lang: Lang, rows: T[], paging?: { page: number; pageSize: number; total: number }) {
  return { statusCode: 200, message: SUCCESS[lang], data: rows, ...(paging ? { paging } : {}) };
}

import { z } from 'zod';
import { endpoint } from '../endpoint';

/** Every call carries lang and propertyCode (query or body). */
export const langField = z.string().optional();
export const propertyScoped = z.object({ lang: langField, propertyCode: z.string().min(1).max(20) });
export const unscoped = z.object({ lang: langField, propertyCode: z.string().max(20).optional() });

export const activeFlag = z.enum(['Y', 'N']);
export type ActiveFlag = z.infer<typeof activeFlag>;

/** Successful reply envelope `{ statusCode, message, data }`. */
export function replyOf<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number(), message: z.string(), data });
}

/** The envelope of a call whose data the screen does not read (delete, activate): any data, unchecked. */
export const ackReply = z.object({
  statusCode: z.number(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type Ack = z.infer<typeof ackReply>;

/** List reply: data holds the rows; searches add paging. */
export const paging = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export function listReplyOf<T extends z.ZodType>(row: T) {
  return z.object({
    statusCode: z.number(),
    message: z.string(),
    data: z.array(row),
    paging: paging.optional(),
  });
}

export const fieldError = z.object({ path: z.string(), rule: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/** Error envelope `{ statusCode, message, code }`; validation errors also list the fields. */
export const errorReply = z.object({
  statusCode: z.number(),
  message: z.string(),
  code: z.string(),
  fields: z.array(fieldError).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/**
 * Paging of the document lists, which grow with the book (invoices, receipts, credit notes, deposits, cheques):
 * keyset paging. The first page has no cursor; a reply gives the cursors of the pages next to it and of the last
 * page, so no page costs more than the first however deep it is. `total` is exact up to LIST_COUNT_CAP rows; past
 * it the reply says so (`totalExact: false`) and the screen shows "more than". `page` is the page's number when it
 * is known (it is not for the last page of an uncounted list).
 */
export const LIST_COUNT_CAP = 10_000;
export const keysetSearch = z.object({
  cursor: z.string().max(400).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export type KeysetSearch = z.infer<typeof keysetSearch>;
export const keysetPaging = z.object({
  page: z.number().int().nullable(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalExact: z.boolean().default(true),
  next: z.string().nullable().default(null),
  prev: z.string().nullable().default(null),
  last: z.string().nullable().default(null),
});
export type KeysetPaging = z.infer<typeof keysetPaging>;
export function keysetListReplyOf<T extends z.ZodType>(row: T) {
  return z.object({
    statusCode: z.number(),
    message: z.string(),
    data: z.array(row),
    paging: keysetPaging,
  });
}

export const searchPaging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

/** The liveness probe's answer: the database answered, and which kind it is. */
export const healthReply = z.object({ status: z.literal('ok'), database: z.string() });

/** The liveness probe (public). */
export const healthApi = {
  check: endpoint({ method: 'GET', path: '/health', read: 'json', reply: healthReply }),
};

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

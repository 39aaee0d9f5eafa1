import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { localizeIssues, type AttachmentPolicy, type FieldError, type Lang } from '@suanklang/shared';
import type { z } from 'zod';
import { AppError } from '../errors';
import { checkUploads, type Upload } from './uploads';

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_FIELDS = 200;

/** `bankAccountInfo[bankCode]`, `files[0].description`, `owners.1` -> ['bankAccountInfo', 'bankCode'] ... */
export function fieldPath(name: string): string[] {
  return name
    .replace(/\[([^\]]*)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
}

/**
 * Builds the nested object a form's flat names describe, the way the JSON body of the same call looks. Numeric
 * segments make arrays. A name that would reach an object's prototype is refused.
 */
export function nestFields(entries: readonly (readonly [string, string])[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const path = fieldPath(name);
    if (path.length === 0 || path.some((part) => FORBIDDEN_KEYS.has(part))) throw new AppError('ST001');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      if (Array.isArray(node) && (!Number.isInteger(key) || (key as number) < 0 || (key as number) > 100)) {
        throw new AppError('ST001');
      }
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      const existing = container[key];
      if (existing === undefined || typeof existing !== 'object' || existing === null) {
        container[key] = nextIsIndex ? [] : {};
      }
      node = container[key] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

/** The position a file part takes: files[2].file -> 2; files or a plain name -> the next free one. */
function fileIndex(fieldName: string, next: number): number {
  const path = fieldPath(fieldName);
  const index = path[1];
  return path[0] === 'files' && index !== undefined && /^\d+$/.test(index) ? Number(index) : next;
}

type Parsed = { fields: Record<string, unknown>; uploads: Upload[]; tooMany: boolean };

async function readParts(req: FastifyRequest, policy: AttachmentPolicy): Promise<Parsed> {
  const entries: [string, string][] = [];
  const uploads: Upload[] = [];
  let tooMany = false;
  const parts = req.parts({
    // One file more than allowed is read so "too many" can be told apart from a broken request; the limit
    // cuts a file at its maximum size plus one byte at most.
    limits: {
      fileSize: policy.maxFileBytes,
      files: policy.maxFiles + 1,
      fields: MAX_FIELDS,
      fieldSize: 20_000,
    },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0]);
  try {
    for await (const part of parts as AsyncIterable<Multipart>) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.filename === '' && data.length === 0) continue; // an empty file input
        if (uploads.length >= policy.maxFiles) {
          tooMany = true;
          continue;
        }
        uploads.push({
          index: fileIndex(part.fieldname, uploads.length),
          fileName: part.filename,
          data,
          truncated: part.file.truncated,
          description: undefined,
        });
      } else {
        entries.push([part.fieldname, String(part.value)]);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') throw error;
    tooMany = true;
  }
  const fields = nestFields(entries.filter(([name]) => fieldPath(name)[0] !== 'files'));
  const described = nestFields(entries.filter(([name]) => fieldPath(name)[0] === 'files'));
  const descriptions = (described.files ?? []) as ({ description?: string } | undefined)[];
  for (const upload of uploads) upload.description = descriptions[upload.index]?.description;
  return { fields, uploads, tooMany };
}

/**
 * Reads a form sent as multipart (fields with nested names, files[i].file and files[i].description) or as JSON
 * (no files), and validates it with the call's schema. Field and file problems come back together as one 400 in
 * the caller's language, before anything is stored. The property was already checked from the query string by
 * the scope hook (multipart bodies are read after it); a different propertyCode in the form is refused.
 */
export async function readForm<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  policy: AttachmentPolicy,
  scope: { propertyCode: string; lang: Lang },
): Promise<{ data: z.output<S>; uploads: Upload[] }> {
  const parsed: Parsed = req.isMultipart()
    ? await readParts(req, policy)
    : { fields: (req.body ?? {}) as Record<string, unknown>, uploads: [], tooMany: false };
  const input = { ...parsed.fields, propertyCode: parsed.fields.propertyCode ?? scope.propertyCode };
  if (input.propertyCode !== scope.propertyCode) throw new AppError('ST004');
  const result = schema.safeParse(input);
  const errors: FieldError[] = result.success ? [] : localizeIssues(result.error.issues, scope.lang);
  errors.push(...checkUploads(parsed.uploads, policy, scope.lang, { tooMany: parsed.tooMany }));
  if (!result.success || errors.length > 0) throw new AppError('ST001', errors);
  return { data: result.data, uploads: parsed.uploads };
}

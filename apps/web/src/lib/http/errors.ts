import type { FormInstance } from 'antd';
import type { ErrorReply, FieldError } from '@suanklang/shared';

/** A call the server (or the network) refused. `status` 0 means no reply arrived. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fields: FieldError[];
  /** What a refusal carries besides the message (an import's per-row errors). */
  readonly data: unknown;

  constructor(status: number, message: string, reply?: (Partial<ErrorReply> & { data?: unknown }) | null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = reply?.code ?? null;
    this.fields = reply?.fields ?? [];
    this.data = reply?.data ?? null;
  }
}

/** The caller aborted the request (a newer search replaced it, the screen closed): never shown to the user. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

export function isCancelled(error: unknown): boolean {
  return (
    error instanceof CancelledError ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'CancelledError')
  );
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

/** One antd form field with its server messages, as `form.setFields` takes it. */
export type FormFieldError = { name: (string | number)[]; errors: string[] };

/** `items.0.amount` -> ['items', 0, 'amount']: the server's zod path in antd's NamePath form. */
export function toNamePath(path: string): (string | number)[] {
  return path
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function toFormFieldErrors(fields: readonly FieldError[]): FormFieldError[] {
  const byPath = new Map<string, FormFieldError>();
  for (const field of fields) {
    const entry = byPath.get(field.path) ?? { name: toNamePath(field.path), errors: [] };
    if (!entry.errors.includes(field.message)) entry.errors.push(field.message);
    byPath.set(field.path, entry);
  }
  return [...byPath.values()].filter((entry) => entry.name.length > 0);
}

/** Any antd form (whatever its values type): only setFields is used. */
export type FieldSetter = Pick<FormInstance, 'setFields'>;

/**
 * Puts a 400's field messages under the form's fields. Returns false when the error carries none, so the
 * caller can fall back to a general message. Only fields the form knows are marked (`knownFields`), because
 * antd silently ignores the rest and the user would see nothing.
 */
export function applyFieldErrors(
  form: FieldSetter,
  error: unknown,
  knownFields?: readonly string[],
): boolean {
  if (!(error instanceof HttpError) || error.fields.length === 0) return false;
  const entries = toFormFieldErrors(error.fields).filter(
    (entry) => !knownFields || knownFields.includes(String(entry.name[0])),
  );
  if (entries.length === 0) return false;
  form.setFields(entries);
  return true;
}

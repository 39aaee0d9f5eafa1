import { HttpError, applyFieldErrors, isCancelled, type FieldSetter } from '../http/errors';
import { notifyError } from '../http/notify';

export type SaveErrorOptions = {
  /** The form's top-level field names; server field errors elsewhere go to the dialog instead. */
  knownFields?: readonly string[];
  /** Functional codes that belong under one field, e.g. { PJ001: 'newPropertyCode' } (a duplicate code). */
  fieldCodes?: Readonly<Record<string, string | (string | number)[]>>;
};

/**
 * After a save the client was told not to report (`notify: false`): a duplicate code or a 400's field messages
 * go under the fields, anything else to the shared error dialog. 401 and 503 were already handled by the
 * client (sign-in, maintenance page) and a cancelled call is ignored. Returns true when a field shows it.
 */
export function reportSaveError(form: FieldSetter, error: unknown, options: SaveErrorOptions = {}): boolean {
  if (isCancelled(error)) return false;
  if (error instanceof HttpError) {
    const field = error.code ? options.fieldCodes?.[error.code] : undefined;
    if (field !== undefined) {
      form.setFields([{ name: Array.isArray(field) ? field : [field], errors: [error.message] }]);
      return true;
    }
    if (applyFieldErrors(form, error, options.knownFields)) return true;
    if (error.status === 401 || error.status === 503) return false;
    notifyError({ status: error.status, message: error.message, code: error.code });
    return false;
  }
  notifyError({ status: 0, message: error instanceof Error ? error.message : String(error), code: null });
  return false;
}

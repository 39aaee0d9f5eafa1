import { HttpError, applyFieldErrors, isCancelled, type FieldSetter } from './errors';
import { notifyError } from './notify';

/**
 * After a form's call failed: field errors go under the form's fields; a 400 whose fields the form cannot show
 * (the client left it to the form) still reaches the user through the shared notifier. Everything else was
 * already notified by the client, and a cancelled call is ignored.
 */
export function showFormError(form: FieldSetter, error: unknown, knownFields?: readonly string[]): void {
  if (isCancelled(error)) return;
  if (applyFieldErrors(form, error, knownFields)) return;
  if (error instanceof HttpError && error.status === 400 && error.fields.length > 0) {
    notifyError({ status: error.status, message: error.message, code: error.code });
  }
}

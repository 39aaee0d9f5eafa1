import { showError } from '../../components/dialogs';
import type { ErrorNotice } from './http-client';

/** The shared error notifier (001 section 8: a dialog titled with the status code and the server's message). */
export function notifyError(notice: ErrorNotice): void {
  showError({ statusCode: notice.status || undefined, message: notice.message });
}

import { i18n } from '../../i18n';
import { showError } from '../../components/dialogs';
import { api } from '../http/clients';
import { saveBinary } from '../http/download';
import { isCancelled } from '../http/errors';

export type DownloadableFile = { url: string; originalFileName: string };

/**
 * Fetches a stored file by its url (with lang and propertyCode) and hands it to the browser. A failure says the
 * file has expired and the page should be reloaded (000 and 001 section 8).
 */
export async function downloadStoredFile(file: DownloadableFile): Promise<void> {
  try {
    const binary = await api.binary('GET', file.url, { notify: false });
    saveBinary(binary, file.originalFileName);
  } catch (error) {
    if (isCancelled(error)) return;
    showError({ message: i18n.t('settings:files.expired') });
  }
}

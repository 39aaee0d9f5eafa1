import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chequeApi,
  chequeImportResult,
  type ChequeImportCommitted,
  type ChequeImportResult,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { saveBinary } from '../../../lib/http/download';
import { HttpError } from '../../../lib/http/errors';
import { notifyError } from '../../../lib/http/notify';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/**
 * The upload (multipart: file): the server checks every row and keeps the batch; 200 with each row
 * and its errors even when rows are wrong. A file with no rows (CH011) goes to the error dialog and rejects.
 */
export async function uploadChequeImport(file: File): Promise<ChequeImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const reply = await call(chequeApi.importUpload, { body: form });
  return reply.data;
}

export const useUploadChequeImport = () => useMutation({ mutationFn: uploadChequeImport });

/** The batch was refused (409 CH009): some rows are wrong. Nothing was saved. */
export class ChequeImportRefused extends Error {
  readonly result: ChequeImportResult;
  constructor(message: string, result: ChequeImportResult) {
    super(message);
    this.name = 'ChequeImportRefused';
    this.result = result;
  }
}

/** Every row or none. */
export async function commitChequeImport(importId: string): Promise<ChequeImportCommitted> {
  try {
    const reply = await call(chequeApi.importCommit, { body: { importId } }, { notify: false });
    return reply.data;
  } catch (error) {
    const refused =
      error instanceof HttpError && error.code === 'CH009' ? chequeImportResult.safeParse(error.data) : null;
    if (refused?.success) throw new ChequeImportRefused((error as HttpError).message, refused.data);
    if (error instanceof HttpError && error.status !== 0 && error.status !== 401 && error.status !== 503) {
      notifyError({ status: error.status, message: error.message, code: error.code });
    }
    throw error;
  }
}

export function useCommitChequeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitChequeImport,
    onSuccess: () => invalidateAll(queryClient, invalidates.chequesImported),
  });
}

/** The checked rows and their problems as XLSX. */
export async function downloadChequeImportResult(importId: string): Promise<void> {
  const binary = await call(chequeApi.importExcel, { body: { importId } });
  saveBinary(binary, 'cheque-import-result.xlsx');
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoiceImportApi,
  invoiceImportResult,
  type InvoiceImportCommitted,
  type InvoiceImportCommitting,
  type InvoiceImportResult,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';
import { HttpError } from '../../../lib/http/errors';
import { notifyError } from '../../../lib/http/notify';

/** The batch was refused (409 IN015): some rows are wrong, found at upload or again at commit. Nothing was issued. */
export class InvoiceImportRefused extends Error {
  readonly result: InvoiceImportResult;
  constructor(message: string, result: InvoiceImportResult) {
    super(message);
    this.name = 'InvoiceImportRefused';
    this.result = result;
  }
}

/** How often a long commit's progress is asked for. */
const POLL_MS = 1000;

type CommitProgress = Pick<InvoiceImportCommitting, 'done' | 'total'>;

/**
 * Issues one invoice per row, all or nothing. The server works the commit as a job: a large batch is answered
 * with its progress first, told to `onProgress`, and asked for again until it is done. A refusal carrying the
 * rows (IN015) rejects with InvoiceImportRefused so the screen can show them again; any other failure (IN016
 * already committed, GL001, IN022 a restart...) goes to the error dialog and rejects with HttpError.
 */
export async function submitInvoiceImport(
  uploadId: string,
  onProgress?: (progress: CommitProgress) => void,
): Promise<InvoiceImportCommitted> {
  try {
    let reply = (await call(invoiceImportApi.submit, { body: { uploadId } }, { notify: false })).data;
    while (reply.status === 'COMMITTING') {
      onProgress?.({ done: reply.done, total: reply.total });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      reply = (await call(invoiceImportApi.commitStatus, { query: { uploadId } }, { notify: false })).data;
    }
    return reply;
  } catch (error) {
    const refused =
      error instanceof HttpError && error.code === 'IN015' ? invoiceImportResult.safeParse(error.data) : null;
    if (refused?.success) throw new InvoiceImportRefused((error as HttpError).message, refused.data);
    if (error instanceof HttpError && error.status !== 0 && error.status !== 401 && error.status !== 503) {
      notifyError({ status: error.status, message: error.message, code: error.code });
    }
    throw error;
  }
}

/**
 * The commit, with its progress while a large batch is worked; the invoice lists (and what issued invoices
 * reach) are refreshed after it.
 */
export function useSubmitInvoiceImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<CommitProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (uploadId: string) => submitInvoiceImport(uploadId, setProgress),
    onSuccess: () => invalidateAll(queryClient, invalidates.invoicesImported),
    onSettled: () => setProgress(null),
  });
  return { mutateAsync: mutation.mutateAsync, progress };
}

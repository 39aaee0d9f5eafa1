import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invoiceImportApi,
  invoiceImportResult,
  type InvoiceImportCommitted,
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

/**
 * Issues one invoice per row, all or nothing. A refusal carrying the
 * rows (IN015) rejects with InvoiceImportRefused so the screen can show them again; any other failure (IN016
 * already committed, GL001...) goes to the error dialog and rejects with HttpError.
 */
export async function submitInvoiceImport(uploadId: string): Promise<InvoiceImportCommitted> {
  try {
    const reply = await call(invoiceImportApi.submit, { body: { uploadId } }, { notify: false });
    return reply.data;
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

/** The invoice lists (and what issued invoices reach) are refreshed after a commit. */
export function useSubmitInvoiceImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitInvoiceImport,
    onSuccess: () => invalidateAll(queryClient, invalidates.invoicesImported),
  });
}

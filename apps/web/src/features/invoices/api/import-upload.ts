import { useMutation } from '@tanstack/react-query';
import { invoiceImportApi, type InvoiceImportKind, type InvoiceImportResult } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

export type InvoiceImportUpload = { file: File; kind: InvoiceImportKind };

/**
 * The upload (multipart: file, kind): the server checks every row and keeps the batch. It answers
 * 200 with each row and its errors even when rows are wrong (such a batch cannot be committed); a file that is not
 * the template (IN012), has no rows (IN013) or is the wrong type goes to the error dialog and rejects.
 */
export async function uploadInvoiceImport(input: InvoiceImportUpload): Promise<InvoiceImportResult> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  form.append('kind', input.kind);
  const reply = await call(invoiceImportApi.upload, { body: form });
  return reply.data;
}

export const useUploadInvoiceImport = () => useMutation({ mutationFn: uploadInvoiceImport });

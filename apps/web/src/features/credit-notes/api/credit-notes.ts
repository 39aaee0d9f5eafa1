import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  creditNoteDetailReply,
  creditNoteFilesReply,
  creditNoteOpenLinesReply,
  creditNoteReceiptReply,
  creditNoteSaved,
  creditNoteSearchReply,
  type CreditNoteSearchBody,
} from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { creditNoteKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type CreditNoteSearchParams = Omit<
  CreditNoteSearchBody,
  'lang' | 'propertyCode' | 'page' | 'pageSize'
> & { page: number; pageSize: number };

/** POST /creditnotes/search ("No" fields and the unit upper-cased). */
export function useSearchCreditNotes(params: CreditNoteSearchParams) {
  return useQuery({
    queryKey: creditNoteKeys.list(params),
    queryFn: ({ signal }) =>
      api.list('POST', '/creditnotes/search', creditNoteSearchReply, {
        body: {
          ...params,
          creditNoteNo: params.creditNoteNo?.toUpperCase(),
          unitCode: params.unitCode?.toUpperCase(),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /creditnotes/{id}: the document with its approval flow and files. A failure closes the panel (000 s.8). */
export function useCreditNote(id: string | null) {
  return useQuery({
    queryKey: creditNoteKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get(`/creditnotes/${encodeURIComponent(id ?? '')}`, creditNoteDetailReply, { signal })).data,
    enabled: Boolean(id),
  });
}

/** GET /creditnotes/invoice-lines?unitCode: what each open invoice line of the unit still owes. */
export function useOpenLines(unitCode: string | null) {
  return useQuery({
    queryKey: creditNoteKeys.openLines(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.list('GET', '/creditnotes/invoice-lines', creditNoteOpenLinesReply, {
          query: { unitCode: unitCode ?? '' },
          signal,
        })
      ).data,
    enabled: Boolean(unitCode),
  });
}

/** GET /creditnotes/receipt?unitCode: the unit's receipts and what can still be credited on each. */
export function useUnitReceipts(unitCode: string | null) {
  return useQuery({
    queryKey: creditNoteKeys.unitReceipts(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.list('GET', '/creditnotes/receipt', creditNoteReceiptReply, {
          query: { unitCode: unitCode ?? '' },
          signal,
        })
      ).data,
    enabled: Boolean(unitCode),
  });
}

export type CreditNoteSaveBody = {
  creditNoteType: 1 | 2;
  unitCode: string;
  creditNoteDate: string;
  description: string;
  lines?: { invoiceNo: string; lineNo: number; amount: string }[];
  receiptNo?: string;
  amount?: string;
};

function useNoteMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, invalidates.creditNoteChanged),
  });
}

/** POST /creditnotes/save: numbered and sent for approval at once. */
export const useSaveCreditNote = () =>
  useNoteMutation(
    async (body: CreditNoteSaveBody) =>
      (
        await api.post('/creditnotes/save', creditNoteSaved, {
          body: { ...body },
          notify: false,
          formErrors: true,
        })
      ).data,
  );

/** PUT /creditnotes/cancel: only while waiting for approval, with a reason. */
export const useCancelCreditNote = () =>
  useNoteMutation(
    async (body: { creditNoteNo: string; reason: string }) =>
      (await api.put('/creditnotes/cancel', creditNoteSaved, { body: { ...body }, notify: false })).data,
  );

/** POST /creditnotes/upload (multipart): creditNoteNo, files[i].file, files[i].description. */
export const useUploadCreditNoteFiles = () =>
  useNoteMutation(
    async ({
      creditNoteNo,
      files,
    }: {
      creditNoteNo: string;
      files: { blob: File; description: string }[];
    }) => {
      const form = new FormData();
      form.append('creditNoteNo', creditNoteNo);
      files.forEach((f, i) => {
        form.append(`files[${i}].description`, f.description);
        form.append(`files[${i}].file`, f.blob, f.blob.name);
      });
      return (await api.post('/creditnotes/upload', creditNoteFilesReply, { body: form, notify: false }))
        .data;
    },
  );

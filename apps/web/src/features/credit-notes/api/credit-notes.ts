import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditNoteApi, type CreditNoteSearchBody } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary } from '../../../lib/http/download';
import { creditNoteKeys, invalidateAll, invalidates } from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type CreditNoteSearchParams = Omit<
  CreditNoteSearchBody,
  'lang' | 'propertyCode' | 'cursor' | 'pageSize'
> &
  KeysetParams;

/** The search ("No" fields and the unit upper-cased). */
export function useSearchCreditNotes(params: CreditNoteSearchParams) {
  return useQuery({
    queryKey: creditNoteKeys.list(params),
    queryFn: ({ signal }) =>
      call(
        creditNoteApi.search,
        {
          body: {
            ...params,
            creditNoteNo: params.creditNoteNo?.toUpperCase(),
            unitCode: params.unitCode?.toUpperCase(),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The document with its approval flow and files. A failure closes the panel (000 s.8). */
export function useCreditNote(id: string | null) {
  return useQuery({
    queryKey: creditNoteKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await call(creditNoteApi.detail, { params: { id: id ?? '' } }, { signal })).data,
    enabled: Boolean(id),
  });
}

/** What each open invoice line of the unit still owes. */
export function useOpenLines(unitCode: string | null) {
  return useQuery({
    queryKey: creditNoteKeys.openLines(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(creditNoteApi.openLines, { query: { unitCode: unitCode ?? '' } }, { signal })).data,
    enabled: Boolean(unitCode),
  });
}

/** The unit's receipts and what can still be credited on each. */
export function useUnitReceipts(unitCode: string | null) {
  return useQuery({
    queryKey: creditNoteKeys.unitReceipts(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(creditNoteApi.unitReceipts, { query: { unitCode: unitCode ?? '' } }, { signal })).data,
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

/** The status of a credit note approved, and so posted (thai: อนุมัติแล้ว). */
const APPROVED = 4;

function useNoteMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A note approved at its save (no approval step set up) is posted: what it credits moves too.
    onSuccess: (saved) =>
      invalidateAll(
        queryClient,
        (saved as { status?: number } | undefined)?.status === APPROVED
          ? invalidates.creditNotePosted
          : invalidates.creditNoteChanged,
      ),
  });
}

/** Numbered and sent for approval at once. */
export const useSaveCreditNote = () =>
  useNoteMutation(
    async (body: CreditNoteSaveBody) =>
      (await call(creditNoteApi.save, { body }, { notify: false, formErrors: true })).data,
  );

/** Only while waiting for approval, with a reason. */
export const useCancelCreditNote = () =>
  useNoteMutation(
    async (body: { creditNoteNo: string; reason: string }) =>
      (await call(creditNoteApi.cancel, { body }, { notify: false })).data,
  );

/** Files (multipart): creditNoteNo, files[i].file, files[i].description. */
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
      return (await call(creditNoteApi.upload, { body: form }, { notify: false })).data;
    },
  );

export type DocLang = 'th' | 'en';

/**
 * The PDF in docLang, fetched with the token and opened in a new tab; the server counts the prints of an
 * approved credit note (its print count changes).
 */
export function usePrintCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ creditNoteId, docLang }: { creditNoteId: string; docLang: DocLang }) =>
      openBinary(await call(creditNoteApi.print, { params: { id: creditNoteId }, query: { docLang } })),
    onSettled: () => invalidateAll(queryClient, invalidates.creditNotePrinted),
  });
}

/** Records the (required) reason of a copy; the copy is then printed with usePrintCreditNote. */
export function useRecordCreditNoteReprint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { creditNoteId: string; reason: string }) =>
      (await call(creditNoteApi.reprint, { body }, { notify: false, formErrors: true })).data,
    onSuccess: () => invalidateAll(queryClient, invalidates.creditNotePrinted),
  });
}

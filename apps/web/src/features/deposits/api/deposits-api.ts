import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  depositApi,
  type BillPaymentImport,
  type DepositDetail,
  type DepositSave,
  type DepositSearchBody,
  type ReplyOf,
  type UndepositedRow,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { depositKeys, invalidateAll, invalidates } from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type DepositSearchParams = Omit<DepositSearchBody, 'lang' | 'propertyCode' | 'cursor' | 'pageSize'> &
  KeysetParams;
export type DepositSearchResult = ReplyOf<typeof depositApi.search>;
export type DepositSaveInput = Omit<DepositSave, 'lang' | 'propertyCode'>;

/** The search (the deposit number upper-cased, as every "No" search field). */
export function searchDeposits(
  params: DepositSearchParams,
  signal?: AbortSignal,
): Promise<DepositSearchResult> {
  return call(
    depositApi.search,
    { body: { ...params, depositNo: params.depositNo?.toUpperCase() } },
    { signal },
  );
}

export function useSearchDeposits(params: DepositSearchParams) {
  return useQuery({
    queryKey: depositKeys.list(params),
    queryFn: ({ signal }) => searchDeposits(params, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getDeposit(depositId: string, signal?: AbortSignal): Promise<DepositDetail> {
  const reply = await call(depositApi.detail, { params: { id: depositId } }, { signal });
  return reply.data;
}

export function useDeposit(depositId: string | null) {
  return useQuery({
    queryKey: depositKeys.detail(depositId ?? ''),
    queryFn: ({ signal }) => getDeposit(depositId ?? '', signal),
    enabled: Boolean(depositId),
  });
}

/** Cash and cheques on hand, oldest first, overdue flagged. */
export function useUndeposited(enabled: boolean) {
  return useQuery({
    queryKey: depositKeys.undeposited(),
    queryFn: async ({ signal }): Promise<UndepositedRow[]> =>
      (await call(depositApi.undeposited, {}, { signal })).data,
    enabled,
  });
}

function useDepositMutation<I, O>(fn: (input: I) => Promise<O>, stale: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, stale),
  });
}

export async function saveDeposit(input: DepositSaveInput) {
  return (await call(depositApi.save, { body: input }, { notify: false, formErrors: true })).data;
}

export async function cancelDeposit(input: { depositId: string; reason: string }): Promise<void> {
  await call(depositApi.cancel, { body: input }, { notify: false });
}

export const useSaveDeposit = () => useDepositMutation(saveDeposit, invalidates.depositSaved);
export const useCancelDeposit = () => useDepositMutation(cancelDeposit, invalidates.depositCancelled);

/** The deposit slip PDF in a new tab; the server counts the print. */
export async function printDeposit(depositId: string, docLang: 'th' | 'en'): Promise<void> {
  openBinary(await call(depositApi.print, { params: { id: depositId }, query: { docLang } }));
}

// ----- bill-payment reconciliation -----

/** The bank's file (multipart): checked and matched; a bad file is refused with its line (JV105). */
export async function uploadBillPayment(file: File): Promise<BillPaymentImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await call(depositApi.billPayment.upload, { body: form }, { notify: false })).data;
}

export async function commitBillPayment(importId: string): Promise<BillPaymentImport> {
  return (await call(depositApi.billPayment.commit, { body: { importId } }, { notify: false })).data;
}

export async function downloadBillPaymentExcel(importId: string): Promise<void> {
  saveBinary(await call(depositApi.billPayment.excel, { body: { importId } }), 'bill-payment-reconcile.xlsx');
}

/** The uploaded files, newest first. */
export function useBillPaymentImports(enabled: boolean) {
  return useQuery({
    queryKey: depositKeys.billPayments(),
    queryFn: async ({ signal }) => (await call(depositApi.billPayments, {}, { signal })).data,
    enabled,
  });
}

/** One upload with its lines (to resume a review or see a result again). */
export async function getBillPayment(importId: string): Promise<BillPaymentImport> {
  return (await call(depositApi.billPayment.get, { query: { id: importId } })).data;
}

export const useUploadBillPayment = () =>
  useDepositMutation(uploadBillPayment, invalidates.billPaymentUploaded);
export const useCommitBillPayment = () =>
  useDepositMutation(commitBillPayment, invalidates.billPaymentCommitted);

import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  billPaymentImportListReply,
  billPaymentImportReply,
  depositDetailReply,
  depositSaved,
  depositSearchReply,
  listReplyOf,
  undepositedReply,
  type BillPaymentImport,
  type DepositDetail,
  type DepositSave,
  type DepositSearchBody,
  type UndepositedRow,
} from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { ackReply } from '../../../lib/http/replies';
import { depositKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type DepositSearchParams = Omit<DepositSearchBody, 'lang' | 'propertyCode'>;
export type DepositSearchResult = ReturnType<typeof depositSearchReply.parse>;
export type DepositSaveInput = Omit<DepositSave, 'lang' | 'propertyCode'>;

/** POST /deposits/search (the deposit number upper-cased, as every "No" search field). */
export function searchDeposits(
  params: DepositSearchParams,
  signal?: AbortSignal,
): Promise<DepositSearchResult> {
  return api.list('POST', '/deposits/search', depositSearchReply, {
    body: { ...params, depositNo: params.depositNo?.toUpperCase() },
    signal,
  });
}

export function useSearchDeposits(params: DepositSearchParams) {
  return useQuery({
    queryKey: depositKeys.list(params),
    queryFn: ({ signal }) => searchDeposits(params, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getDeposit(depositId: string, signal?: AbortSignal): Promise<DepositDetail> {
  const reply = await api.get(`/deposits/${encodeURIComponent(depositId)}`, depositDetailReply, { signal });
  return reply.data;
}

export function useDeposit(depositId: string | null) {
  return useQuery({
    queryKey: depositKeys.detail(depositId ?? ''),
    queryFn: ({ signal }) => getDeposit(depositId ?? '', signal),
    enabled: Boolean(depositId),
  });
}

/** GET /deposits/receipts/voucher: cash and cheques on hand, oldest first, overdue flagged. */
export function useUndeposited(enabled: boolean) {
  return useQuery({
    queryKey: depositKeys.undeposited(),
    queryFn: async ({ signal }): Promise<UndepositedRow[]> =>
      (await api.list('GET', '/deposits/receipts/voucher', undepositedReply, { signal })).data,
    enabled,
  });
}

const bankAccountsReply = listReplyOf(z.object({ accountCode: z.string(), description: z.string() }));

/** GET /deposits/bank-accounts: the chart's accounts a deposit may go into. */
export function useBankAccounts(enabled: boolean) {
  return useQuery({
    queryKey: depositKeys.bankAccounts(),
    queryFn: async ({ signal }) =>
      (await api.list('GET', '/deposits/bank-accounts', bankAccountsReply, { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
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
  return (
    await api.post('/deposits/save', depositSaved, { body: { ...input }, notify: false, formErrors: true })
  ).data;
}

export async function cancelDeposit(input: { depositId: string; reason: string }): Promise<void> {
  await api.put('/deposits/cancel', ackReply, { body: { ...input }, notify: false });
}

export const useSaveDeposit = () => useDepositMutation(saveDeposit, invalidates.depositSaved);
export const useCancelDeposit = () => useDepositMutation(cancelDeposit, invalidates.depositCancelled);

/** GET /deposits/{id}/print: the deposit slip PDF in a new tab; the server counts the print. */
export async function printDeposit(depositId: string, docLang: 'th' | 'en'): Promise<void> {
  openBinary(
    await api.binary('GET', `/deposits/${encodeURIComponent(depositId)}/print`, { query: { docLang } }),
  );
}

// ----- bill-payment reconciliation -----

/** POST /deposits/mpay (multipart file): checked and matched; a bad file is refused with its line (JV105). */
export async function uploadBillPayment(file: File): Promise<BillPaymentImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await api.post('/deposits/mpay', billPaymentImportReply, { body: form, notify: false })).data;
}

export async function commitBillPayment(importId: string): Promise<BillPaymentImport> {
  return (
    await api.post('/deposits/mpay/commit', billPaymentImportReply, { body: { importId }, notify: false })
  ).data;
}

export async function downloadBillPaymentExcel(importId: string): Promise<void> {
  saveBinary(
    await api.binary('POST', '/deposits/mpay/excel', { body: { importId } }),
    'bill-payment-reconcile.xlsx',
  );
}

/** GET /receipts/mpay: the uploaded files, newest first. */
export function useBillPaymentImports(enabled: boolean) {
  return useQuery({
    queryKey: depositKeys.billPayments(),
    queryFn: async ({ signal }) =>
      (await api.list('GET', '/receipts/mpay', billPaymentImportListReply, { signal })).data,
    enabled,
  });
}

/** GET /deposits/mpay?id=: one upload with its lines (to resume a review or see a result again). */
export async function getBillPayment(importId: string): Promise<BillPaymentImport> {
  return (await api.get('/deposits/mpay', billPaymentImportReply, { query: { id: importId } })).data;
}

export const useUploadBillPayment = () =>
  useDepositMutation(uploadBillPayment, invalidates.billPaymentUploaded);
export const useCommitBillPayment = () =>
  useDepositMutation(commitBillPayment, invalidates.billPaymentCommitted);

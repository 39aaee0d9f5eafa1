import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  invoiceApi,
  receiptApi,
  walletApi,
  type ReceiptDetail,
  type ReplyOf,
  type ReceiptSaveInput,
  type ReceiptSearchInput,
  type ReceiptTypeRow,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary } from '../../../lib/http/download';
import { invalidateAll, invalidates, invoiceKeys, receiptKeys, walletKeys } from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type ReceiptSearchParams = Omit<ReceiptSearchInput, 'lang' | 'propertyCode' | 'cursor' | 'pageSize'> &
  KeysetParams;
export type ReceiptSearchResult = ReplyOf<typeof receiptApi.search>;

/** The receipt number and the unit are searched upper-cased ('No' fields, 001 section 9). */
export function upperCaseSearch(params: ReceiptSearchParams): ReceiptSearchParams {
  return {
    ...params,
    receiptNo: params.receiptNo?.toUpperCase() ?? undefined,
    unitCode: params.unitCode?.toUpperCase() ?? undefined,
  };
}

/** A newer search aborts the older one (the abort is never shown). */
export function searchReceipts(
  params: ReceiptSearchParams,
  signal?: AbortSignal,
): Promise<ReceiptSearchResult> {
  return call(receiptApi.search, { body: upperCaseSearch(params) }, { signal });
}

export function useSearchReceipts(params: ReceiptSearchParams) {
  return useQuery({
    queryKey: receiptKeys.list(params),
    queryFn: ({ signal }) => searchReceipts(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Header, invoices paid, deductions, payments and journal. */
export async function getReceipt(receiptId: string, signal?: AbortSignal): Promise<ReceiptDetail> {
  const reply = await call(receiptApi.detail, { params: { id: receiptId } }, { signal });
  return reply.data;
}

export function useReceipt(receiptId: string | null) {
  return useQuery({
    queryKey: receiptKeys.detail(receiptId ?? ''),
    queryFn: ({ signal }) => getReceipt(receiptId ?? '', signal),
    enabled: Boolean(receiptId),
  });
}

/** A type is unavailable (the tax invoice one) when the property is not VAT-registered. */
export async function getReceiptTypes(signal?: AbortSignal): Promise<ReceiptTypeRow[]> {
  const reply = await call(receiptApi.types, {}, { signal });
  return reply.data;
}

export function useReceiptTypes() {
  return useQuery({
    queryKey: receiptKeys.types(),
    queryFn: ({ signal }) => getReceiptTypes(signal),
    staleTime: 30 * 60_000,
  });
}

/** The unit's customer and its open invoices. */
export function useUnitInvoices(unitCode: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.payable(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(invoiceApi.unit, { query: { unitCode: unitCode ?? '' } }, { signal })).data,
    enabled: Boolean(unitCode),
  });
}

/** An invoice's lines (the invoice item deduction picks one); the invoice's own cache. */
export function useInvoiceLines(invoiceId: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(invoiceId ?? ''),
    queryFn: async ({ signal }) =>
      (await call(invoiceApi.detail, { params: { id: invoiceId ?? '' } }, { signal })).data,
    select: (invoice) => invoice.lines,
    enabled: Boolean(invoiceId),
  });
}

/** The unit's wallet balances (types 0 and 1); the unit's wallet cache. */
export function useWallets(unitCode: string | undefined) {
  return useQuery({
    queryKey: walletKeys.unit(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(walletApi.ofUnit, { query: { unitCode: unitCode ?? '' } }, { signal })).data,
    select: (wallets) => wallets.balances,
    enabled: Boolean(unitCode),
  });
}

export type ReceiptSaveBody = Omit<ReceiptSaveInput, 'lang' | 'propertyCode'>;
export type ReceiptSavedData = ReplyOf<typeof receiptApi.save>['data'];

/**
 * The body carries the form's idempotency key, so sending it again after a lost reply
 * returns the first receipt instead of making a second.
 */
export async function saveReceipt(body: ReceiptSaveBody): Promise<ReceiptSavedData> {
  const reply = await call(receiptApi.save, { body }, { notify: false, formErrors: true });
  return reply.data;
}

export type ReceiptChange = ReplyOf<typeof receiptApi.cancel>['data'];

/** Posts the reversal; the invoices it paid are open again. */
export async function cancelReceipt(input: { receiptId: string; reason: string }): Promise<ReceiptChange> {
  return (await call(receiptApi.cancel, { body: input }, { notify: false, formErrors: true })).data;
}

/** The remark. */
export async function updateReceipt(input: {
  receiptId: string;
  remark: string | null;
}): Promise<ReceiptChange> {
  return (await call(receiptApi.update, { body: input }, { notify: false, formErrors: true })).data;
}

/** The receipt goes to another current customer of the unit. */
export async function renameReceipt(input: {
  receiptNo: string;
  customerCode: string;
}): Promise<ReceiptChange> {
  return (
    await call(
      receiptApi.rename,
      { params: { docNo: input.receiptNo }, body: { customerCode: input.customerCode } },
      { notify: false, formErrors: true },
    )
  ).data;
}

export type DocLang = 'th' | 'en';

/** The PDF, fetched with the token and opened in a new tab (the server counts it). */
export async function printReceipt(receiptId: string, docLang?: DocLang): Promise<void> {
  const binary = await call(receiptApi.print, { params: { id: receiptId }, query: { docLang } });
  openBinary(binary);
}

/** Records the (required) reason of a copy; the copy is then printed with printReceipt. */
export async function recordReprint(input: { receiptId: string; reason: string }): Promise<ReceiptChange> {
  return (await call(receiptApi.reprint, { body: input }, { notify: false, formErrors: true })).data;
}

function useReceiptMutation<I, O>(fn: (input: I) => Promise<O>, stale: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, stale),
  });
}

export const useSaveReceipt = () => useReceiptMutation(saveReceipt, invalidates.receiptSaved);
export const useCancelReceipt = () => useReceiptMutation(cancelReceipt, invalidates.receiptCancelled);
export const useUpdateReceipt = () => useReceiptMutation(updateReceipt, invalidates.receiptEdited);
export const useRenameReceipt = () => useReceiptMutation(renameReceipt, invalidates.receiptEdited);
export const useRecordReprint = () => useReceiptMutation(recordReprint, invalidates.receiptEdited);

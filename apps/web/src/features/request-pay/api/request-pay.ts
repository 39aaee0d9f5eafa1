import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referenceApi,
  requestPayApi,
  type RequestPaySaveInput,
  type RequestPaySearchBody,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import {
  invalidateAll,
  invalidates,
  invoiceKeys,
  referenceKeys,
  requestPayKeys,
  walletKeys,
} from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type RequestPaySearchParams = Omit<
  RequestPaySearchBody,
  'lang' | 'propertyCode' | 'cursor' | 'pageSize'
> &
  KeysetParams;

export type RequestPaySaveBody = Omit<RequestPaySaveInput, 'lang' | 'propertyCode'>;

/**
 * The search. The signal is handed to the call: a newer search changes the key, the older query loses its
 * observer and TanStack aborts its request, so a late answer never replaces the newer one.
 */
export function useSearchRequestPay(params: RequestPaySearchParams) {
  return useQuery({
    queryKey: requestPayKeys.list(params),
    queryFn: ({ signal }) => call(requestPayApi.search, { body: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The request by its number, with its lines, approval flow and files. */
export function useRequestPay(no: string | null) {
  return useQuery({
    queryKey: requestPayKeys.detail(no ?? ''),
    queryFn: async ({ signal }) =>
      (await call(requestPayApi.detail, { params: { no: no ?? '' } }, { signal })).data,
    enabled: Boolean(no),
  });
}

/**
 * The payee's paid advances (type 8, status 4), for a clearing (type 9) to name one. The search matches codes
 * containing the text, so the rows are kept to the payee's own; one already cleared is refused on save (RQ014).
 */
export function usePaidAdvances(supplierCode: string | undefined, enabled: boolean) {
  const params = { requestType: 8, status: 4, supplierCode: supplierCode ?? '', pageSize: 100 };
  return useQuery({
    queryKey: requestPayKeys.paidAdvances(supplierCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(requestPayApi.search, { body: params }, { signal })).data.filter(
        (r) => r.supplierCode === supplierCode,
      ),
    enabled: enabled && Boolean(supplierCode),
  });
}

/** The eleven types and whether save takes them yet. */
export function useRequestPayTypes() {
  return useQuery({
    queryKey: requestPayKeys.types(),
    queryFn: async ({ signal }) => (await call(requestPayApi.types, {}, { signal })).data,
    staleTime: 30 * 60_000,
  });
}

/**
 * The active expense types (a type 3 line names one) and budget items (a type 6 line; its expense account is
 * charged), through request-pay's own lookups: a clerk raising requests needs no settings rights for them.
 */
export function useActiveExpenseTypes(enabled: boolean) {
  return useQuery({
    queryKey: requestPayKeys.expenseTypes(),
    queryFn: async ({ signal }) => (await call(requestPayApi.expenseTypes, {}, { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

export function useActiveBudgetItems(enabled: boolean) {
  return useQuery({
    queryKey: requestPayKeys.budgetItems(),
    queryFn: async ({ signal }) => (await call(requestPayApi.budgetItems, {}, { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** What petty cash can pay out on the date (the lowest balance from then on), for a spending (type 7). */
export function usePettyCashBalance(date: string, enabled: boolean) {
  return useQuery({
    queryKey: requestPayKeys.pettyCash(date),
    queryFn: async ({ signal }) =>
      (await call(requestPayApi.pettyCash, { query: { date } }, { signal })).data,
    enabled: enabled && Boolean(date),
  });
}

/** A unit's two wallets and their balances, for closing them (type 2). */
export function useUnitWallets(unitCode: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.requestPay(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(requestPayApi.wallets, { query: { unitCode: unitCode ?? '' } }, { signal })).data,
    enabled: enabled && Boolean(unitCode),
  });
}

/** A unit's receipts with the accounts they earned and what is left to claim on each (type 10). */
export function useUnitClaims(unitCode: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: requestPayKeys.claims(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(requestPayApi.claims, { query: { unitCode: unitCode ?? '' } }, { signal })).data,
    enabled: enabled && Boolean(unitCode),
  });
}

/** A unit's open invoices, earliest due first, for paying them from its wallet (type 5). */
export function useUnitOpenInvoices(unitCode: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.requestPay(unitCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(requestPayApi.invoices, { query: { unitCode: unitCode ?? '' } }, { signal })).data,
    enabled: enabled && Boolean(unitCode),
  });
}

/** The VAT rates with the dates they apply from (the form's totals use the rate of the request's date). */
export function useVatRates() {
  return useQuery({
    queryKey: referenceKeys.tax('VAT'),
    queryFn: async ({ signal }) =>
      (await call(referenceApi.tax, { query: { taxType: 'VAT' } }, { signal })).data,
    staleTime: 30 * 60_000,
  });
}

function useRequestPayMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, invalidates.requestPayChanged),
  });
}

/** New (numbered and sent for approval) or a pending one changed by its number. */
export const useSaveRequestPay = () =>
  useRequestPayMutation(
    async (body: RequestPaySaveBody) =>
      (await call(requestPayApi.save, { body }, { notify: false, formErrors: true })).data,
  );

/** Withdraws a pending request or reverses an approved one, with a reason. */
export const useCancelRequestPay = () =>
  useRequestPayMutation(
    async (body: { requestPayNo: string; reason: string }) =>
      (await call(requestPayApi.cancel, { body }, { notify: false })).data,
  );

/** Files (multipart) to folder PO: referenceNo, files[i].file, files[i].description. */
export const useUploadRequestPayFiles = () =>
  useRequestPayMutation(
    async ({
      requestPayNo,
      files,
    }: {
      requestPayNo: string;
      files: { blob: File; description: string }[];
    }) => {
      const form = new FormData();
      form.append('referenceNo', requestPayNo);
      files.forEach((f, i) => {
        form.append(`files[${i}].description`, f.description);
        form.append(`files[${i}].file`, f.blob, f.blob.name);
      });
      return (await call(requestPayApi.upload, { body: form }, { notify: false })).data;
    },
  );

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountApi,
  chequeApi,
  propertySettingsApi,
  type BankProviderRow,
  type ChequeCreateReceiptFormInput,
  type ChequeRow,
  type DocumentType,
} from '@suanklang/shared';
import { call } from '../../../../lib/http/call';
import { chequeKeys, invalidateAll, invalidates, referenceKeys } from '../../../../lib/query-keys';

/**
 * The lookups of the payment entry panels (001 section 7, "Lookups"). Kept beside the panels so the payment
 * voucher screen reuses them with its own document type.
 */

export type AccountChoice = { accountCode: string; description: string };

/** The accounts a document takes a payment type into. */
export async function getPaymentAccounts(
  documentType: DocumentType,
  paymentType: number,
  signal?: AbortSignal,
): Promise<AccountChoice[]> {
  const reply = await call(accountApi.options, { query: { documentType, paymentType } }, { signal });
  return reply.data;
}

export function usePaymentAccounts(documentType: DocumentType, paymentType: number, enabled = true) {
  return useQuery({
    queryKey: referenceKeys.paymentAccounts(documentType, paymentType),
    queryFn: ({ signal }) => getPaymentAccounts(documentType, paymentType, signal),
    staleTime: 60_000,
    enabled,
  });
}

export type BankProvider = BankProviderRow;

/** The banks a card is settled through (the property's account banks). */
export async function getBankProviders(signal?: AbortSignal): Promise<BankProvider[]> {
  const reply = await call(propertySettingsApi.bankProviders, {}, { signal });
  return reply.data;
}

export function useBankProviders(enabled = true) {
  return useQuery({
    queryKey: referenceKeys.bankProviders(),
    queryFn: ({ signal }) => getBankProviders(signal),
    staleTime: 30 * 60_000,
    enabled,
  });
}

/** Received cheques still on hand with a balance, number starting q. */
export async function getReceivedCheques(q: string, signal?: AbortSignal): Promise<ChequeRow[]> {
  const reply = await call(chequeApi.usable, { query: { q: q || undefined, chequeType: 1 } }, { signal });
  return reply.data;
}

export function useReceivedCheques(q: string, enabled: boolean) {
  return useQuery({
    queryKey: chequeKeys.usable(q),
    queryFn: ({ signal }) => getReceivedCheques(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Registers a received cheque (chequeType 1) and answers with it. */
export async function createReceivedCheque(form: ChequeCreateReceiptFormInput): Promise<ChequeRow> {
  const reply = await call(
    chequeApi.createReceived,
    { body: { ...form, chequeType: 1 } },
    { notify: false, formErrors: true },
  );
  return reply.data;
}

export function useCreateReceivedCheque() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReceivedCheque,
    onSuccess: () => invalidateAll(queryClient, invalidates.chequeSaved),
  });
}

/** Configuration id of the property's online-payment bank account (001 section 9). */
export const ONLINE_PAYMENT_CONFIG = 7;

export type OnlineAccount = { accountCode: string; accountCodeName: string; realAccountNo: string };

/**
 * The bank account online payments go to
 * (accountNos[0]); null when none is set.
 */
export async function getOnlineAccount(): Promise<OnlineAccount | null> {
  const reply = await call(
    propertySettingsApi.documentAccount,
    { query: { configDocumentAccount: ONLINE_PAYMENT_CONFIG } },
    { notify: false },
  );
  const [first] = reply.data.accountNos;
  return first
    ? {
        accountCode: first.accountCode,
        accountCodeName: first.accountCodeName,
        realAccountNo: first.realAccountNo,
      }
    : null;
}

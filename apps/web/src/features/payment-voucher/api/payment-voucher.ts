import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  paymentVoucherApi,
  type BankFilePayees,
  type PaymentVoucherSaveInput,
  type PaymentVoucherSearchBody,
  type WhtType,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { invalidateAll, invalidates, paymentVoucherKeys } from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type PaymentVoucherSearchParams = Omit<
  PaymentVoucherSearchBody,
  'lang' | 'propertyCode' | 'cursor' | 'pageSize'
> &
  KeysetParams;

export type PaymentVoucherSaveBody = Omit<PaymentVoucherSaveInput, 'lang' | 'propertyCode'>;

/** The search; the signal aborts an older search when a newer one changes the key. */
export function useSearchPaymentVoucher(params: PaymentVoucherSearchParams) {
  return useQuery({
    queryKey: paymentVoucherKeys.list(params),
    queryFn: ({ signal }) => call(paymentVoucherApi.search, { body: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The voucher by its number: requests, payments with their cheques, status. */
export function usePaymentVoucher(no: string | null) {
  return useQuery({
    queryKey: paymentVoucherKeys.detail(no ?? ''),
    queryFn: async ({ signal }) =>
      (await call(paymentVoucherApi.detail, { params: { no: no ?? '' } }, { signal })).data,
    enabled: Boolean(no),
  });
}

/** The supplier's approved requests no live voucher pays, with what the voucher pays out for each. */
export function usePayableRequests(supplierCode: string | undefined) {
  return useQuery({
    queryKey: paymentVoucherKeys.payable(supplierCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(paymentVoucherApi.payable, { query: { supplierCode: supplierCode ?? '' } }, { signal }))
        .data,
    enabled: Boolean(supplierCode),
  });
}

/**
 * The cheque books of the bank accounts posting to an account code (no code: every book of the property). Always
 * fetched afresh: another voucher may have taken the next number meanwhile.
 */
/** The property's active bank accounts (a transfer names one; a cheque's books hang on one). */
export function useVoucherBankAccounts(enabled: boolean) {
  return useQuery({
    queryKey: paymentVoucherKeys.bankAccounts(),
    queryFn: async ({ signal }) => (await call(paymentVoucherApi.bankAccounts, {}, { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useChequeBooks(accountCode: string | undefined, enabled = true) {
  return useQuery({
    queryKey: paymentVoucherKeys.chequeBooks(accountCode ?? ''),
    queryFn: async ({ signal }) =>
      (await call(paymentVoucherApi.chequeBooks, { query: accountCode ? { accountCode } : {} }, { signal }))
        .data,
    enabled,
  });
}

/** The month's (YYYY-MM) PND 3 or PND 53 attachment for RD Prep, saved as a text file. */
export async function downloadTaxExport(month: string, form: WhtType): Promise<void> {
  saveBinary(await call(paymentVoucherApi.taxExport, { query: { month, form } }), `${form}-${month}.txt`);
}

/** The printed voucher (A4 PDF) in `docLang`, opened in a new tab. */
export async function openPaymentVoucherPdf(no: string, docLang: 'th' | 'en'): Promise<void> {
  openBinary(await call(paymentVoucherApi.pdf, { params: { no }, query: { docLang } }));
}

/** The voucher's withholding-tax certificate (50 ทวิ, two copies) in `docLang`, opened in a new tab. */
export async function openWhtCertificatePdf(no: string, docLang: 'th' | 'en'): Promise<void> {
  openBinary(await call(paymentVoucherApi.certificatePdf, { params: { no }, query: { docLang } }));
}

/** Whether a transfer to the payee can be paid online: both accounts known (the e-mails reported too). */
export async function checkOnlinePayment(supplierCode: string) {
  return (await call(paymentVoucherApi.onlineCheck, { query: { supplierCode } }, { notify: false })).data;
}

/** The day's transfers from one KTB or SCB account as the bank's bulk credit file (TIS-620 text). */
export async function downloadBankExport(query: {
  accountNoId: string;
  date: string;
  payees: BankFilePayees;
}): Promise<void> {
  saveBinary(await call(paymentVoucherApi.bankExport, { query }), `bank-${query.date}.txt`);
}

/** Every month of `year`, both returns: the tax withheld and where each return stands. */
export function useTaxStatus(year: number, enabled: boolean) {
  return useQuery({
    queryKey: paymentVoucherKeys.taxStatus(year),
    queryFn: async ({ signal }) =>
      (await call(paymentVoucherApi.taxStatus, { query: { year } }, { signal })).data,
    enabled,
  });
}

/** The exported return was filed and paid from a property bank account (posts the remittance). */
export const useSubmitTaxReturn = () =>
  usePaymentVoucherMutation(
    async (body: {
      month: string;
      form: WhtType;
      submittedDate: string;
      reference: string;
      accountNoId: string;
    }) => (await call(paymentVoucherApi.taxSubmit, { body }, { notify: false, formErrors: true })).data,
  );

/** The Revenue Department refused the exported file: failed, with the reason. */
export const useFailTaxReturn = () =>
  usePaymentVoucherMutation(
    async (body: { month: string; form: WhtType; reason: string }) =>
      (await call(paymentVoucherApi.taxFail, { body }, { notify: false })).data,
  );

function usePaymentVoucherMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, invalidates.paymentVoucherChanged),
  });
}

/** Numbered and posted at once; the cheques it writes are numbered from their books. */
export const useSavePaymentVoucher = () =>
  usePaymentVoucherMutation(
    async (body: PaymentVoucherSaveBody) =>
      (await call(paymentVoucherApi.save, { body }, { notify: false, formErrors: true })).data,
  );

/** Reversed with a reason: cheques voided, requests payable again. */
export const useCancelPaymentVoucher = () =>
  usePaymentVoucherMutation(
    async (body: { paymentVoucherNo: string; reason: string }) =>
      (await call(paymentVoucherApi.cancel, { body }, { notify: false })).data,
  );

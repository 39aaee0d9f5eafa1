import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type bankAccountInfo,
  type CheckEditable,
  type ReplyOf,
  supplierApi,
  type SupplierDetail,
  type supplierDocumentAccountSave,
  type supplierSave,
  type SupplierSearchBody,
} from '@suanklang/shared';
import type { z } from 'zod';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates, supplierKeys } from '../../../lib/query-keys';
import { appendField } from '../../../lib/settings/multipart';

export type SupplierSearchParams = Partial<Pick<SupplierSearchBody, 'keyword' | 'whtType' | 'active'>> &
  Pick<SupplierSearchBody, 'page' | 'pageSize'>;
export type SupplierSearchResult = ReplyOf<typeof supplierApi.search>;

export function searchSuppliers(
  params: SupplierSearchParams,
  signal?: AbortSignal,
): Promise<SupplierSearchResult> {
  return call(supplierApi.search, { body: params }, { signal });
}

export function useSearchSuppliers(params: SupplierSearchParams) {
  return useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => searchSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The supplier with its bank and document accounts. */
export async function getSupplier(supplierCode: string, signal?: AbortSignal): Promise<SupplierDetail> {
  const reply = await call(supplierApi.detail, { params: { code: supplierCode } }, { signal });
  return reply.data;
}

export function useSupplier(supplierCode: string | null) {
  return useQuery({
    queryKey: supplierKeys.detail(supplierCode ?? ''),
    queryFn: ({ signal }) => getSupplier(supplierCode ?? '', signal),
    enabled: supplierCode !== null && supplierCode !== '',
  });
}

/** Whether the code may still change. */
export async function checkSupplierEditable(
  supplierCode: string,
  signal?: AbortSignal,
): Promise<CheckEditable> {
  const reply = await call(supplierApi.checkEditable, { params: { code: supplierCode } }, { signal });
  return reply.data;
}

export function useSupplierEditable(supplierCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.editable(supplierCode ?? ''),
    queryFn: ({ signal }) => checkSupplierEditable(supplierCode ?? '', signal),
    enabled: enabled && supplierCode !== null && supplierCode !== '',
  });
}

export type SupplierSaveInput = Omit<z.input<typeof supplierSave>, 'lang' | 'propertyCode'>;

/** Creates, or with originalCode updates the supplier that has that code. */
export async function saveSupplier(input: SupplierSaveInput): Promise<string> {
  const reply = await call(supplierApi.save, { body: input }, { notify: false });
  return reply.data.supplierCode;
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSuccess: () => invalidateAll(queryClient, invalidates.supplierSaved),
  });
}

export type BankAccountInfoInput = z.input<typeof bankAccountInfo>;
export type BankBookFile = { file: File; description: string };
export type SupplierBankAccountRequest = {
  supplierCode: string;
  /** Set to change an existing account; absent for a new one. */
  bankAccountId?: string;
  bankAccountInfo: BankAccountInfoInput;
  files: BankBookFile[];
};

/** The spec's multipart form (001 section 3): bankAccountInfo[bankCode]... and files[i].file for the bank book. */
export function bankAccountForm(request: SupplierBankAccountRequest): FormData {
  const form = new FormData();
  form.append('supplierCode', request.supplierCode);
  if (request.bankAccountId) form.append('bankAccountId', request.bankAccountId);
  for (const [name, value] of Object.entries(request.bankAccountInfo))
    appendField(form, `bankAccountInfo[${name}]`, value);
  request.files.forEach(({ file, description }, index) => {
    form.append(`files[${index}].file`, file, file.name);
    form.append(`files[${index}].description`, description);
  });
  return form;
}

/** Creates (no bankAccountId) or changes a bank account, always multipart. */
export async function saveSupplierBankAccount(request: SupplierBankAccountRequest): Promise<string> {
  const body = bankAccountForm(request);
  const reply = request.bankAccountId
    ? await call(supplierApi.updateBankAccount, { body }, { notify: false })
    : await call(supplierApi.createBankAccount, { body }, { notify: false });
  return reply.data.bankAccountId;
}

export function useSaveSupplierBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplierBankAccount,
    onSuccess: () => invalidateAll(queryClient, invalidates.supplierSaved),
  });
}

export type SupplierDocumentAccountInput = Omit<
  z.input<typeof supplierDocumentAccountSave>,
  'lang' | 'propertyCode'
>;

/**
 * Which of the supplier's bank accounts a purpose pays into and
 * the ledger account it is paid from.
 */
export async function saveSupplierDocumentAccount(input: SupplierDocumentAccountInput): Promise<void> {
  await call(supplierApi.saveDocumentAccount, { body: input }, { notify: false });
}

export function useSaveSupplierDocumentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplierDocumentAccount,
    onSuccess: () => invalidateAll(queryClient, invalidates.supplierSaved),
  });
}

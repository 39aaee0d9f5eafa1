import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { supplierApi, type bankAccountInfo } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { appendField } from '../../../lib/settings/multipart';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

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

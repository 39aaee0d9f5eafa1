import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { bankAccountInfo, supplierBankAccountSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { appendField, multipartScopeQuery } from '../../../lib/settings/multipart';
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

/** POST (new) or PUT (existing) /config/supplier/manage/bank-account, always multipart. */
export async function saveSupplierBankAccount(request: SupplierBankAccountRequest): Promise<string> {
  const options = { body: bankAccountForm(request), query: multipartScopeQuery(), notify: false };
  const reply = request.bankAccountId
    ? await api.put('/config/supplier/manage/bank-account', supplierBankAccountSaved, options)
    : await api.post('/config/supplier/manage/bank-account', supplierBankAccountSaved, options);
  return reply.data.bankAccountId;
}

export function useSaveSupplierBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplierBankAccount,
    onSuccess: () => invalidateAll(queryClient, invalidates.supplierSaved),
  });
}

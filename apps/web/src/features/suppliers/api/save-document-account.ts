import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { supplierApi, type supplierDocumentAccountSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { supplierDocumentAccountSave, supplierSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type SupplierDocumentAccountInput = Omit<
  z.input<typeof supplierDocumentAccountSave>,
  'lang' | 'propertyCode'
>;

/**
 * POST /config/supplier/manage/document-account: which of the supplier's bank accounts a purpose pays into and
 * the ledger account it is paid from. The reply is `{ supplierCode }`, the shape of supplierSaved.
 */
export async function saveSupplierDocumentAccount(input: SupplierDocumentAccountInput): Promise<void> {
  await api.post('/config/supplier/manage/document-account', supplierSaved, {
    body: { ...input },
    notify: false,
  });
}

export function useSaveSupplierDocumentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplierDocumentAccount,
    onSuccess: () => invalidateAll(queryClient, invalidates.supplierSaved),
  });
}

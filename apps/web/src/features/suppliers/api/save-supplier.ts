import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { supplierSave, supplierSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type SupplierSaveInput = Omit<z.input<typeof supplierSave>, 'lang' | 'propertyCode'>;

/** POST /config/supplier/save: creates, or with originalCode updates the supplier that has that code. */
export async function saveSupplier(input: SupplierSaveInput): Promise<string> {
  const reply = await api.post('/config/supplier/save', supplierSaved, { body: { ...input }, notify: false });
  return reply.data.supplierCode;
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSuccess: () => invalidateAll(queryClient, invalidates.supplierSaved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { supplierApi, type supplierSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

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

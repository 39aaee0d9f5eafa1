import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerSave, customerSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** What the form sends for a new customer (values as typed). */
export type CustomerSaveInput = Omit<z.input<typeof customerSave>, 'lang' | 'propertyCode'>;

/** POST /masterdata/customer/save: the new customer's code (generated when none was given). */
export async function saveCustomer(input: CustomerSaveInput): Promise<string> {
  const reply = await api.post('/masterdata/customer/save', customerSaved, {
    body: { ...input },
    notify: false,
  });
  return reply.data.customerCode;
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

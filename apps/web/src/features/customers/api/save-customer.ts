import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerApi, type customerSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** What the form sends for a new customer (values as typed). */
export type CustomerSaveInput = Omit<z.input<typeof customerSave>, 'lang' | 'propertyCode'>;

/** The new customer's code (generated when none was given). */
export async function saveCustomer(input: CustomerSaveInput): Promise<string> {
  const reply = await call(customerApi.save, { body: input }, { notify: false });
  return reply.data.customerCode;
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

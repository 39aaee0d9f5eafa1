import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type InactivateCustomerInput = { customerCode: string; reason: string };

/** The customer stays in history but cannot be linked to a unit. */
export async function inactivateCustomer(input: InactivateCustomerInput): Promise<void> {
  await call(customerApi.inactivate, { body: input }, { notify: false });
}

export function useInactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inactivateCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

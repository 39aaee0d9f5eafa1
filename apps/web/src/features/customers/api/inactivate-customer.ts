import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type InactivateCustomerInput = { customerCode: string; reason: string };

/** PUT /masterdata/customer/inactivate: the customer stays in history but cannot be linked to a unit. */
export async function inactivateCustomer(input: InactivateCustomerInput): Promise<void> {
  await api.put('/masterdata/customer/inactivate', customerSaved, { body: { ...input }, notify: false });
}

export function useInactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inactivateCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

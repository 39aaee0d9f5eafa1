import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** Makes an inactive customer usable again. */
export async function activateCustomer(customerCode: string): Promise<void> {
  await call(customerApi.activate, { body: { customerCode } });
}

export function useActivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** PUT /masterdata/customer/activate */
export async function activateCustomer(customerCode: string): Promise<void> {
  await api.put('/masterdata/customer/activate', customerSaved, { body: { customerCode } });
}

export function useActivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

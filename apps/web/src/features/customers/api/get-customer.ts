import { useQuery } from '@tanstack/react-query';
import { customerDetailReply, type CustomerDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { customerKeys } from '../../../lib/query-keys';

/** GET /masterdata/customer/{customerCode}: the customer, their units and their change records. */
export async function getCustomer(customerCode: string, signal?: AbortSignal): Promise<CustomerDetail> {
  const reply = await api.get(
    `/masterdata/customer/${encodeURIComponent(customerCode)}`,
    customerDetailReply,
    { signal },
  );
  return reply.data;
}

export function useCustomer(customerCode: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(customerCode ?? ''),
    queryFn: ({ signal }) => getCustomer(customerCode ?? '', signal),
    enabled: customerCode !== null && customerCode !== '',
  });
}

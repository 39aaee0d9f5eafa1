import { useQuery } from '@tanstack/react-query';
import { customerApi, type CustomerDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { customerKeys } from '../../../lib/query-keys';

/** The customer, their units and their change records. */
export async function getCustomer(customerCode: string, signal?: AbortSignal): Promise<CustomerDetail> {
  const reply = await call(customerApi.detail, { params: { customerCode } }, { signal });
  return reply.data;
}

export function useCustomer(customerCode: string | null) {
  return useQuery({
    queryKey: customerKeys.detail(customerCode ?? ''),
    queryFn: ({ signal }) => getCustomer(customerCode ?? '', signal),
    enabled: customerCode !== null && customerCode !== '',
  });
}

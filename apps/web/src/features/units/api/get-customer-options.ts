import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerLookupReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { customerKeys } from '../../../lib/query-keys';

export type CustomerOption = ReturnType<typeof customerLookupReply.parse>['data'][number];

/** GET /masterdata/customers?keyword=: customers to pick as a unit's owners or tenants. */
export async function getCustomerOptions(keyword: string, signal?: AbortSignal): Promise<CustomerOption[]> {
  const reply = await api.list('GET', '/masterdata/customers', customerLookupReply, {
    query: { keyword: keyword || undefined },
    signal,
  });
  return reply.data;
}

export function useCustomerOptions(keyword: string, enabled = true) {
  return useQuery({
    queryKey: customerKeys.options(keyword),
    queryFn: ({ signal }) => getCustomerOptions(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

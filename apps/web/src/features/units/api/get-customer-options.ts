import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { customerKeys } from '../../../lib/query-keys';

export type CustomerOption = ReplyOf<typeof customerApi.options>['data'][number];

/** Customers to pick as a unit's owners or tenants. */
export async function getCustomerOptions(keyword: string, signal?: AbortSignal): Promise<CustomerOption[]> {
  const reply = await call(customerApi.options, { query: { keyword: keyword || undefined } }, { signal });
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

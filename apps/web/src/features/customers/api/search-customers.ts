import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerApi, type CustomerSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { customerKeys } from '../../../lib/query-keys';

export type CustomerSearchParams = Partial<
  Pick<CustomerSearchBody, 'keyword' | 'ownerType' | 'unitCode' | 'active'>
> &
  Pick<CustomerSearchBody, 'page' | 'pageSize'>;
export type CustomerSearchResult = ReplyOf<typeof customerApi.search>;

/** A page of the property's customers. */
export function searchCustomers(
  params: CustomerSearchParams,
  signal?: AbortSignal,
): Promise<CustomerSearchResult> {
  return call(customerApi.search, { body: params }, { signal });
}

export function useSearchCustomers(params: CustomerSearchParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => searchCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

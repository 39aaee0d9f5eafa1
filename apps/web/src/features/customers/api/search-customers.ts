import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerSearchReply, type CustomerSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { customerKeys } from '../../../lib/query-keys';

export type CustomerSearchParams = Partial<
  Pick<CustomerSearchBody, 'keyword' | 'ownerType' | 'unitCode' | 'active'>
> &
  Pick<CustomerSearchBody, 'page' | 'pageSize'>;
export type CustomerSearchResult = ReturnType<typeof customerSearchReply.parse>;

/** POST /masterdata/customers/search: a page of the property's customers. */
export function searchCustomers(
  params: CustomerSearchParams,
  signal?: AbortSignal,
): Promise<CustomerSearchResult> {
  return api.list('POST', '/masterdata/customers/search', customerSearchReply, {
    body: { ...params },
    signal,
  });
}

export function useSearchCustomers(params: CustomerSearchParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => searchCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

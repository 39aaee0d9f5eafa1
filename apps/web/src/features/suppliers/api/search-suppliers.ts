import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supplierApi, type SupplierSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { supplierKeys } from '../../../lib/query-keys';

export type SupplierSearchParams = Partial<Pick<SupplierSearchBody, 'keyword' | 'whtType' | 'active'>> &
  Pick<SupplierSearchBody, 'page' | 'pageSize'>;
export type SupplierSearchResult = ReplyOf<typeof supplierApi.search>;

export function searchSuppliers(
  params: SupplierSearchParams,
  signal?: AbortSignal,
): Promise<SupplierSearchResult> {
  return call(supplierApi.search, { body: params }, { signal });
}

export function useSearchSuppliers(params: SupplierSearchParams) {
  return useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => searchSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });
}

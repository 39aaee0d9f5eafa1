import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supplierSearchReply, type SupplierSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

export type SupplierSearchParams = Partial<Pick<SupplierSearchBody, 'keyword' | 'whtType' | 'active'>> &
  Pick<SupplierSearchBody, 'page' | 'pageSize'>;
export type SupplierSearchResult = ReturnType<typeof supplierSearchReply.parse>;

/** POST /config/supplier/search */
export function searchSuppliers(
  params: SupplierSearchParams,
  signal?: AbortSignal,
): Promise<SupplierSearchResult> {
  return api.list('POST', '/config/supplier/search', supplierSearchReply, { body: { ...params }, signal });
}

export function searchSuppliersQueryKey(params: SupplierSearchParams) {
  return ['suppliers', 'search', params] as const;
}

export function useSearchSuppliers(params: SupplierSearchParams) {
  return useQuery({
    queryKey: searchSuppliersQueryKey(params),
    queryFn: ({ signal }) => searchSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supplierSearchReply, type SupplierSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { supplierKeys } from '../../../lib/query-keys';

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

export function useSearchSuppliers(params: SupplierSearchParams) {
  return useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => searchSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });
}

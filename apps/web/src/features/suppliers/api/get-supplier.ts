import { useQuery } from '@tanstack/react-query';
import { supplierApi, type SupplierDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { supplierKeys } from '../../../lib/query-keys';

/** The supplier with its bank and document accounts. */
export async function getSupplier(supplierCode: string, signal?: AbortSignal): Promise<SupplierDetail> {
  const reply = await call(supplierApi.detail, { params: { code: supplierCode } }, { signal });
  return reply.data;
}

export function useSupplier(supplierCode: string | null) {
  return useQuery({
    queryKey: supplierKeys.detail(supplierCode ?? ''),
    queryFn: ({ signal }) => getSupplier(supplierCode ?? '', signal),
    enabled: supplierCode !== null && supplierCode !== '',
  });
}

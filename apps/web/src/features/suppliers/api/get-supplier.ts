import { useQuery } from '@tanstack/react-query';
import { supplierDetailReply, type SupplierDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { supplierKeys } from '../../../lib/query-keys';

/** GET /config/supplier/detail/{supplierCode}: the supplier with its bank and document accounts. */
export async function getSupplier(supplierCode: string, signal?: AbortSignal): Promise<SupplierDetail> {
  const reply = await api.get(
    `/config/supplier/detail/${encodeURIComponent(supplierCode)}`,
    supplierDetailReply,
    {
      signal,
    },
  );
  return reply.data;
}

export function useSupplier(supplierCode: string | null) {
  return useQuery({
    queryKey: supplierKeys.detail(supplierCode ?? ''),
    queryFn: ({ signal }) => getSupplier(supplierCode ?? '', signal),
    enabled: supplierCode !== null && supplierCode !== '',
  });
}

import { useQuery } from '@tanstack/react-query';
import { checkEditableReply, type CheckEditable } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { supplierKeys } from '../../../lib/query-keys';

/** GET /config/supplier/checkEditable/{supplierCode}: whether the code may still change. */
export async function checkSupplierEditable(
  supplierCode: string,
  signal?: AbortSignal,
): Promise<CheckEditable> {
  const reply = await api.get(
    `/config/supplier/checkEditable/${encodeURIComponent(supplierCode)}`,
    checkEditableReply,
    { signal },
  );
  return reply.data;
}

export function useSupplierEditable(supplierCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.editable(supplierCode ?? ''),
    queryFn: ({ signal }) => checkSupplierEditable(supplierCode ?? '', signal),
    enabled: enabled && supplierCode !== null && supplierCode !== '',
  });
}

import { useQuery } from '@tanstack/react-query';
import { supplierApi, type CheckEditable } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { supplierKeys } from '../../../lib/query-keys';

/** Whether the code may still change. */
export async function checkSupplierEditable(
  supplierCode: string,
  signal?: AbortSignal,
): Promise<CheckEditable> {
  const reply = await call(supplierApi.checkEditable, { params: { code: supplierCode } }, { signal });
  return reply.data;
}

export function useSupplierEditable(supplierCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.editable(supplierCode ?? ''),
    queryFn: ({ signal }) => checkSupplierEditable(supplierCode ?? '', signal),
    enabled: enabled && supplierCode !== null && supplierCode !== '',
  });
}

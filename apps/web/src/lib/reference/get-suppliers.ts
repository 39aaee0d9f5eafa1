import { useQuery } from '@tanstack/react-query';
import { supplierApi } from '@suanklang/shared';
import { call } from '../http/call';
import { supplierKeys } from '../query-keys';

/** Suppliers matching what was typed (code or name): the payee picker's list. */
export function useSupplierLookup(q: string, enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.lookup(q),
    queryFn: async ({ signal }) =>
      (await call(supplierApi.lookup, { query: q ? { q } : {} }, { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

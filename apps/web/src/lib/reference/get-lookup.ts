import { useQuery } from '@tanstack/react-query';
import { referenceApi, type LookupCategory, type LookupRow } from '@suanklang/shared';
import { call } from '../http/call';
import { referenceKeys } from '../query-keys';

/** One lookup category of 000 section 3 (meter types, document types...). */
export async function getLookup(category: LookupCategory, signal?: AbortSignal): Promise<LookupRow[]> {
  const reply = await call(referenceApi.lookups, { query: { category } }, { signal });
  return reply.data;
}

export function useLookup(category: LookupCategory, enabled = true) {
  return useQuery({
    queryKey: referenceKeys.lookup(category),
    queryFn: ({ signal }) => getLookup(category, signal),
    staleTime: 30 * 60_000,
    enabled,
  });
}

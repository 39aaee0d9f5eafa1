import { useQuery } from '@tanstack/react-query';
import { lookupReply, type LookupCategory, type LookupRow } from '@suanklang/shared';
import { api } from '../http/clients';
import { referenceKeys } from '../query-keys';

/** GET /masterdata/lookups?category=: one lookup category of 000 section 3 (meter types, document types...). */
export async function getLookup(category: LookupCategory, signal?: AbortSignal): Promise<LookupRow[]> {
  const reply = await api.list('GET', '/masterdata/lookups', lookupReply, { query: { category }, signal });
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

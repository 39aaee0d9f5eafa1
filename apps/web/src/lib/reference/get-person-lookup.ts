import { useQuery } from '@tanstack/react-query';
import { lookupReply, type LookupRow } from '@suanklang/shared';
import { api } from '../http/clients';
import { referenceKeys } from '../query-keys';

/** The customer form's person lists, each at its own path (000 section 7). */
export type PersonList = 'title' | 'nationality' | 'gender' | 'occupation' | 'maritalstatus';

/** GET /masterdata/{title|nationality|gender|occupation|maritalstatus} */
export async function getPersonLookup(list: PersonList, signal?: AbortSignal): Promise<LookupRow[]> {
  const reply = await api.list('GET', `/masterdata/${list}`, lookupReply, { signal });
  return reply.data;
}

export function usePersonLookup(list: PersonList) {
  return useQuery({
    queryKey: referenceKeys.person(list),
    queryFn: ({ signal }) => getPersonLookup(list, signal),
    staleTime: 30 * 60_000,
  });
}

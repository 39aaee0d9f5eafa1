import { useQuery } from '@tanstack/react-query';
import { personListApi, type LookupRow } from '@suanklang/shared';
import { call } from '../http/call';
import { referenceKeys } from '../query-keys';

/** The customer form's person lists, each at its own path (000 section 7). */
export type PersonList = keyof typeof personListApi;

export async function getPersonLookup(list: PersonList, signal?: AbortSignal): Promise<LookupRow[]> {
  const reply = await call(personListApi[list], {}, { signal });
  return reply.data;
}

export function usePersonLookup(list: PersonList) {
  return useQuery({
    queryKey: referenceKeys.person(list),
    queryFn: ({ signal }) => getPersonLookup(list, signal),
    staleTime: 30 * 60_000,
  });
}

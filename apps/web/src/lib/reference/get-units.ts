import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitLookupReply } from '@suanklang/shared';
import { api } from '../http/clients';
import { unitKeys } from '../query-keys';

export type UnitOption = ReturnType<typeof unitLookupReply.parse>['data'][number];

/**
 * GET /properties/unit?keyword: the property's active units ("A-101 - owner's name"), all when no keyword. One
 * cache for every screen's unit picker, under the units (a unit or customer change refreshes it).
 */
export async function getUnitOptions(keyword: string, signal?: AbortSignal): Promise<UnitOption[]> {
  const reply = await api.list('GET', '/properties/unit', unitLookupReply, {
    query: { keyword: keyword || undefined },
    signal,
  });
  return reply.data;
}

export function useUnitOptions(keyword: string, enabled = true) {
  return useQuery({
    queryKey: unitKeys.options(keyword),
    queryFn: ({ signal }) => getUnitOptions(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitLookupReply } from '@suanklang/shared';
import { api } from '../http/clients';

export type UnitOption = ReturnType<typeof unitLookupReply.parse>['data'][number];

/** Query keys of the property's unit list: one cache for every screen's unit picker. */
export const unitKeys = {
  all: ['reference', 'units'] as const,
  options: (keyword: string) => [...unitKeys.all, keyword] as const,
};

/** GET /properties/unit?keyword: the property's active units ("A-101 - owner's name"), all when no keyword. */
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

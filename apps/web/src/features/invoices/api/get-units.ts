import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitLookupReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

export type UnitOption = ReturnType<typeof unitLookupReply.parse>['data'][number];

/** GET /properties/unit?keyword: the property's active units for a dropdown ("A-101 - owner's name"). */
export async function getUnitOptions(keyword: string, signal?: AbortSignal): Promise<UnitOption[]> {
  const reply = await api.list('GET', '/properties/unit', unitLookupReply, {
    query: { keyword: keyword || undefined },
    signal,
  });
  return reply.data;
}

export function unitOptionsQueryKey(keyword: string) {
  return ['invoices', 'units', keyword] as const;
}

export function useUnitOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: unitOptionsQueryKey(keyword),
    queryFn: ({ signal }) => getUnitOptions(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

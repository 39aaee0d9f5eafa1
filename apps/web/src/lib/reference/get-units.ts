import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../http/call';
import { unitKeys } from '../query-keys';

export type UnitOption = ReplyOf<typeof unitApi.propertyOptions>['data'][number];

/**
 * The property's active units ("A-101 - owner's name"), all when no keyword. One
 * cache for every screen's unit picker, under the units (a unit or customer change refreshes it).
 */
export async function getUnitOptions(keyword: string, signal?: AbortSignal): Promise<UnitOption[]> {
  const reply = await call(unitApi.propertyOptions, { query: { keyword: keyword || undefined } }, { signal });
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

import { useQuery } from '@tanstack/react-query';
import { unitApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { unitKeys } from '../../../lib/query-keys';

export type UnitType = ReplyOf<typeof unitApi.unitTypes>['data'][number];

/** The property's own unit types (studio, 1-bedroom, house...). */
export async function getUnitTypes(signal?: AbortSignal): Promise<UnitType[]> {
  const reply = await call(unitApi.unitTypes, {}, { signal });
  return reply.data;
}

export function useUnitTypes() {
  return useQuery({
    queryKey: unitKeys.types(),
    queryFn: ({ signal }) => getUnitTypes(signal),
    staleTime: 60_000,
  });
}

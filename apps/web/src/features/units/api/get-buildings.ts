import { useQuery } from '@tanstack/react-query';
import { unitApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { unitKeys } from '../../../lib/query-keys';

export type Building = ReplyOf<typeof unitApi.buildings>['data'][number];

/** The property's buildings with their unit counts. */
export async function getBuildings(signal?: AbortSignal): Promise<Building[]> {
  const reply = await call(unitApi.buildings, {}, { signal });
  return reply.data;
}

export function useBuildings() {
  return useQuery({
    queryKey: unitKeys.buildings(),
    queryFn: ({ signal }) => getBuildings(signal),
    staleTime: 60_000,
  });
}

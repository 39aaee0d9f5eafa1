import { useQuery } from '@tanstack/react-query';
import { buildingReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { unitKeys } from '../../../lib/query-keys';

export type Building = ReturnType<typeof buildingReply.parse>['data'][number];

/** GET /masterdata/buildings: the property's buildings with their unit counts. */
export async function getBuildings(signal?: AbortSignal): Promise<Building[]> {
  const reply = await api.list('GET', '/masterdata/buildings', buildingReply, { signal });
  return reply.data;
}

export function useBuildings() {
  return useQuery({
    queryKey: unitKeys.buildings(),
    queryFn: ({ signal }) => getBuildings(signal),
    staleTime: 60_000,
  });
}

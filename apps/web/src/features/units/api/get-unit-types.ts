import { useQuery } from '@tanstack/react-query';
import { unitTypeReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { unitKeys } from '../../../lib/query-keys';

export type UnitType = ReturnType<typeof unitTypeReply.parse>['data'][number];

/** GET /masterdata/unittypes: the property's own unit types (studio, 1-bedroom, house...). */
export async function getUnitTypes(signal?: AbortSignal): Promise<UnitType[]> {
  const reply = await api.list('GET', '/masterdata/unittypes', unitTypeReply, { signal });
  return reply.data;
}

export function useUnitTypes() {
  return useQuery({
    queryKey: unitKeys.types(),
    queryFn: ({ signal }) => getUnitTypes(signal),
    staleTime: 60_000,
  });
}

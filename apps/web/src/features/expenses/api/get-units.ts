import { useQuery } from '@tanstack/react-query';
import { unitLookupReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

export type UnitOption = ReturnType<typeof unitLookupReply.parse>['data'][number];

/** GET /properties/unit: the property's active units (the document screens' unit dropdown). */
export async function getUnits(signal?: AbortSignal): Promise<UnitOption[]> {
  const reply = await api.list('GET', '/properties/unit', unitLookupReply, { signal });
  return reply.data;
}

export const unitsQueryKey = ['expenses', 'units'] as const;

export function useUnits(enabled = true) {
  return useQuery({
    queryKey: unitsQueryKey,
    queryFn: ({ signal }) => getUnits(signal),
    staleTime: 60_000,
    enabled,
  });
}

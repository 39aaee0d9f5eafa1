import { useQuery } from '@tanstack/react-query';
import { propertyApi, type PropertyRow } from '@suanklang/shared';
import { call } from '../http/call';
import { propertyKeys } from '../query-keys';

/** The properties the signed-in user may work on. */
export async function getProperties(signal?: AbortSignal): Promise<PropertyRow[]> {
  const reply = await call(propertyApi.list, {}, { signal });
  return reply.data;
}

export function useProperties() {
  return useQuery({
    queryKey: propertyKeys.all,
    queryFn: ({ signal }) => getProperties(signal),
    staleTime: 5 * 60_000,
  });
}

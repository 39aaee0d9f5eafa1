import { useQuery } from '@tanstack/react-query';
import { propertiesReply, type PropertyRow } from '@suanklang/shared';
import { api } from '../http/clients';
import { propertyKeys } from '../query-keys';

/** GET /properties: the properties the signed-in user may work on. */
export async function getProperties(signal?: AbortSignal): Promise<PropertyRow[]> {
  const reply = await api.list('GET', '/properties', propertiesReply, { signal });
  return reply.data;
}

export function useProperties() {
  return useQuery({
    queryKey: propertyKeys.all,
    queryFn: ({ signal }) => getProperties(signal),
    staleTime: 5 * 60_000,
  });
}

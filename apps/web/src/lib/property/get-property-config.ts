import { useQuery } from '@tanstack/react-query';
import { propertyConfigReply, type PropertyConfig } from '@suanklang/shared';
import { api } from '../http/clients';
import { usePreferences } from '../preferences/preferences';
import { propertyConfigKeys } from '../query-keys';

/** GET /properties/config: the user's objects, approval and G/L rights on the selected property. */
export async function getPropertyConfig(propertyCode: string, signal?: AbortSignal): Promise<PropertyConfig> {
  const reply = await api.get('/properties/config', propertyConfigReply, { query: { propertyCode }, signal });
  return reply.data;
}

export function usePropertyConfig() {
  const { propertyCode } = usePreferences();
  return useQuery({
    queryKey: propertyConfigKeys.property(propertyCode),
    queryFn: ({ signal }) => getPropertyConfig(propertyCode ?? '', signal),
    enabled: propertyCode !== null,
    staleTime: 60_000,
  });
}

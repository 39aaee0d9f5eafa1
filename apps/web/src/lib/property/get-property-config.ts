import { useQuery } from '@tanstack/react-query';
import { propertyConfigReply, type PropertyConfig } from '@suanklang/shared';
import { api } from '../http/clients';
import { usePreferences } from '../preferences/preferences';

/** GET /properties/config: the user's objects, approval and G/L rights on the selected property. */
export async function getPropertyConfig(propertyCode: string, signal?: AbortSignal): Promise<PropertyConfig> {
  const reply = await api.get('/properties/config', propertyConfigReply, { query: { propertyCode }, signal });
  return reply.data;
}

export function propertyConfigQueryKey(propertyCode: string | null) {
  return ['property-config', propertyCode] as const;
}

export function usePropertyConfig() {
  const { propertyCode } = usePreferences();
  return useQuery({
    queryKey: propertyConfigQueryKey(propertyCode),
    queryFn: ({ signal }) => getPropertyConfig(propertyCode ?? '', signal),
    enabled: propertyCode !== null,
    staleTime: 60_000,
  });
}

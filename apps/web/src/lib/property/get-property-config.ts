import { useQuery } from '@tanstack/react-query';
import { propertyApi, type PropertyConfig } from '@suanklang/shared';
import { call } from '../http/call';
import { usePreferences } from '../preferences/preferences';
import { propertyConfigKeys } from '../query-keys';

/** The user's objects, approval and G/L rights on the selected property. */
export async function getPropertyConfig(propertyCode: string, signal?: AbortSignal): Promise<PropertyConfig> {
  const reply = await call(propertyApi.config, { query: { propertyCode } }, { signal });
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

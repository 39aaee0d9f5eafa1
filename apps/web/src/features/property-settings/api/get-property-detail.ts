import { useQuery } from '@tanstack/react-query';
import { propertySettingsApi, type PropertyDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { propertySettingKeys } from '../../../lib/query-keys';

/** One property's settings (the code in the query is the one shown). */
export async function getPropertyDetail(propertyCode: string, signal?: AbortSignal): Promise<PropertyDetail> {
  const reply = await call(propertySettingsApi.detail, { query: { propertyCode } }, { signal });
  return reply.data;
}

export function usePropertyDetail(propertyCode: string | null) {
  return useQuery({
    queryKey: propertySettingKeys.detail(propertyCode ?? ''),
    queryFn: ({ signal }) => getPropertyDetail(propertyCode ?? '', signal),
    enabled: propertyCode !== null && propertyCode !== '',
  });
}

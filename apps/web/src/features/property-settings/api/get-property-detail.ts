import { useQuery } from '@tanstack/react-query';
import { propertyDetailReply, type PropertyDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { propertySettingKeys } from '../../../lib/query-keys';

/** GET /properties/detail?propertyCode=: one property's settings (the code in the query is the one shown). */
export async function getPropertyDetail(propertyCode: string, signal?: AbortSignal): Promise<PropertyDetail> {
  const reply = await api.get('/properties/detail', propertyDetailReply, { query: { propertyCode }, signal });
  return reply.data;
}

export function usePropertyDetail(propertyCode: string | null) {
  return useQuery({
    queryKey: propertySettingKeys.detail(propertyCode ?? ''),
    queryFn: ({ signal }) => getPropertyDetail(propertyCode ?? '', signal),
    enabled: propertyCode !== null && propertyCode !== '',
  });
}

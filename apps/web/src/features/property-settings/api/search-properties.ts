import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { propertySearchReply, type PropertySearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { propertySettingKeys } from '../../../lib/query-keys';

export type PropertySearchParams = Partial<Pick<PropertySearchBody, 'keyword' | 'propertyType' | 'active'>> &
  Pick<PropertySearchBody, 'page' | 'pageSize'>;
export type PropertySearchResult = ReturnType<typeof propertySearchReply.parse>;

/** POST /properties/search: the properties whose settings the user may see. */
export function searchProperties(
  params: PropertySearchParams,
  signal?: AbortSignal,
): Promise<PropertySearchResult> {
  return api.list('POST', '/properties/search', propertySearchReply, { body: { ...params }, signal });
}

export function useSearchProperties(params: PropertySearchParams) {
  return useQuery({
    queryKey: propertySettingKeys.list(params),
    queryFn: ({ signal }) => searchProperties(params, signal),
    placeholderData: keepPreviousData,
  });
}

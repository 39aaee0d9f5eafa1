import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { propertySearchReply, type PropertySearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

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

export function searchPropertiesQueryKey(params: PropertySearchParams) {
  return ['property-settings', 'search', params] as const;
}

export function useSearchProperties(params: PropertySearchParams) {
  return useQuery({
    queryKey: searchPropertiesQueryKey(params),
    queryFn: ({ signal }) => searchProperties(params, signal),
    placeholderData: keepPreviousData,
  });
}

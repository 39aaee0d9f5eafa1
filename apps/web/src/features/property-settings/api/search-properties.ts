import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { propertySettingsApi, type PropertySearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { propertySettingKeys } from '../../../lib/query-keys';

export type PropertySearchParams = Partial<Pick<PropertySearchBody, 'keyword' | 'propertyType' | 'active'>> &
  Pick<PropertySearchBody, 'page' | 'pageSize'>;
export type PropertySearchResult = ReplyOf<typeof propertySettingsApi.search>;

/** The properties whose settings the user may see. */
export function searchProperties(
  params: PropertySearchParams,
  signal?: AbortSignal,
): Promise<PropertySearchResult> {
  return call(propertySettingsApi.search, { body: params }, { signal });
}

export function useSearchProperties(params: PropertySearchParams) {
  return useQuery({
    queryKey: propertySettingKeys.list(params),
    queryFn: ({ signal }) => searchProperties(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitSearchReply, type UnitSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { unitKeys } from '../../../lib/query-keys';

export type UnitSearchParams = Partial<
  Pick<UnitSearchBody, 'keyword' | 'building' | 'floor' | 'unitTypeCode' | 'active'>
> &
  Pick<UnitSearchBody, 'page' | 'pageSize'>;
export type UnitSearchResult = ReturnType<typeof unitSearchReply.parse>;

/** POST /config/unit/search: a page of the property's units with their owner and tenant. */
export function searchUnits(params: UnitSearchParams, signal?: AbortSignal): Promise<UnitSearchResult> {
  return api.list('POST', '/config/unit/search', unitSearchReply, { body: { ...params }, signal });
}

export function useSearchUnits(params: UnitSearchParams) {
  return useQuery({
    queryKey: unitKeys.list(params),
    queryFn: ({ signal }) => searchUnits(params, signal),
    placeholderData: keepPreviousData,
  });
}

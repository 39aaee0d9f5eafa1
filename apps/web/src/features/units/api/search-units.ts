import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unitApi, type UnitSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { unitKeys } from '../../../lib/query-keys';

export type UnitSearchParams = Partial<
  Pick<UnitSearchBody, 'keyword' | 'building' | 'floor' | 'unitTypeCode' | 'active'>
> &
  Pick<UnitSearchBody, 'page' | 'pageSize'>;
export type UnitSearchResult = ReplyOf<typeof unitApi.search>;

/** A page of the property's units with their owner and tenant. */
export function searchUnits(params: UnitSearchParams, signal?: AbortSignal): Promise<UnitSearchResult> {
  return call(unitApi.search, { body: params }, { signal });
}

export function useSearchUnits(params: UnitSearchParams) {
  return useQuery({
    queryKey: unitKeys.list(params),
    queryFn: ({ signal }) => searchUnits(params, signal),
    placeholderData: keepPreviousData,
  });
}

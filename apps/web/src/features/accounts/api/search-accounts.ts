import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountApi, type AccountSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { accountKeys } from '../../../lib/query-keys';

export type AccountSearchParams = Partial<
  Pick<AccountSearchBody, 'keyword' | 'category' | 'postable' | 'active'>
> &
  Pick<AccountSearchBody, 'page' | 'pageSize'>;
export type AccountSearchResult = ReplyOf<typeof accountApi.search>;

/** A page of the chart of accounts, in code order (parents before children). */
export function searchAccounts(
  params: AccountSearchParams,
  signal?: AbortSignal,
): Promise<AccountSearchResult> {
  return call(accountApi.search, { body: params }, { signal });
}

export function useSearchAccounts(params: AccountSearchParams) {
  return useQuery({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) => searchAccounts(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountSearchReply, type AccountSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { accountKeys } from '../../../lib/query-keys';

export type AccountSearchParams = Partial<
  Pick<AccountSearchBody, 'keyword' | 'category' | 'postable' | 'active'>
> &
  Pick<AccountSearchBody, 'page' | 'pageSize'>;
export type AccountSearchResult = ReturnType<typeof accountSearchReply.parse>;

/** POST /config/account/search: a page of the chart of accounts, in code order (parents before children). */
export function searchAccounts(
  params: AccountSearchParams,
  signal?: AbortSignal,
): Promise<AccountSearchResult> {
  return api.list('POST', '/config/account/search', accountSearchReply, { body: { ...params }, signal });
}

export function useSearchAccounts(params: AccountSearchParams) {
  return useQuery({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) => searchAccounts(params, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userApi, type UserSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { userKeys } from '../../../lib/query-keys';

export type UserSearchParams = Pick<UserSearchBody, 'keyword' | 'roleCode' | 'active' | 'page' | 'pageSize'>;
export type UserSearchResult = ReplyOf<typeof userApi.search>;

/** A page of users matching keyword, role and active flag. */
export function searchUsers(params: UserSearchParams, signal?: AbortSignal): Promise<UserSearchResult> {
  return call(userApi.search, { body: params }, { signal });
}

export function useSearchUsers(params: UserSearchParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => searchUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

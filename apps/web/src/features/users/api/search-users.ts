import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userSearchReply, type UserSearchBody } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { userKeys } from '../../../lib/query-keys';

export type UserSearchParams = Pick<UserSearchBody, 'keyword' | 'roleCode' | 'active' | 'page' | 'pageSize'>;
export type UserSearchResult = ReturnType<typeof userSearchReply.parse>;

/** POST /manageuser/search: a page of users matching keyword, role and active flag. */
export function searchUsers(params: UserSearchParams, signal?: AbortSignal): Promise<UserSearchResult> {
  return api.list('POST', '/manageuser/search', userSearchReply, { body: { ...params }, signal });
}

export function useSearchUsers(params: UserSearchParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => searchUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

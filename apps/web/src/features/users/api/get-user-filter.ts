import { useQuery } from '@tanstack/react-query';
import { userApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { userKeys } from '../../../lib/query-keys';

export type UserFilter = ReplyOf<typeof userApi.filter>['data'];

/** The roles (with descriptions in the caller's language) and known positions. */
export async function getUserFilter(signal?: AbortSignal): Promise<UserFilter> {
  const reply = await call(userApi.filter, {}, { signal });
  return reply.data;
}

export function useUserFilter() {
  return useQuery({
    queryKey: userKeys.filter(),
    queryFn: ({ signal }) => getUserFilter(signal),
    staleTime: 5 * 60_000,
  });
}

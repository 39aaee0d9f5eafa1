import { useQuery } from '@tanstack/react-query';
import { filterReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { userKeys } from '../../../lib/query-keys';

export type UserFilter = ReturnType<typeof filterReply.parse>['data'];

/** GET /manageuser/filter: the roles (with descriptions in the caller's language) and known positions. */
export async function getUserFilter(signal?: AbortSignal): Promise<UserFilter> {
  const reply = await api.get('/manageuser/filter', filterReply, { signal });
  return reply.data;
}

export function useUserFilter() {
  return useQuery({
    queryKey: userKeys.filter(),
    queryFn: ({ signal }) => getUserFilter(signal),
    staleTime: 5 * 60_000,
  });
}

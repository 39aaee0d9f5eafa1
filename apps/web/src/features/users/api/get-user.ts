import { useQuery } from '@tanstack/react-query';
import { userDetailReply, type UserDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { userKeys } from '../../../lib/query-keys';

/** GET /manageuser/{userId} */
export async function getUser(userId: string, signal?: AbortSignal): Promise<UserDetail> {
  const reply = await api.get(`/manageuser/${encodeURIComponent(userId)}`, userDetailReply, { signal });
  return reply.data;
}

export function useUser(userId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => getUser(userId ?? '', signal),
    enabled: userId !== null && userId !== '',
  });
}

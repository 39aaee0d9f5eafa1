import { useQuery } from '@tanstack/react-query';
import { userApi, type UserDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { userKeys } from '../../../lib/query-keys';

/** One user with the objects they have on this property. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<UserDetail> {
  const reply = await call(userApi.detail, { params: { userId } }, { signal });
  return reply.data;
}

export function useUser(userId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => getUser(userId ?? '', signal),
    enabled: userId !== null && userId !== '',
  });
}

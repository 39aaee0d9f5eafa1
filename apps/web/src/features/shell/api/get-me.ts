import { useQuery } from '@tanstack/react-query';
import { userApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { profileKeys } from '../../../lib/query-keys';

export type Me = ReplyOf<typeof userApi.me>['data'];

/** Who is signed in (the header shows the name; a failure just shows the username). */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const reply = await call(userApi.me, {}, { signal, notify: false });
  return reply.data;
}

export function useMe() {
  return useQuery({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 10 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { meReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { profileKeys } from '../../../lib/query-keys';

export type Me = ReturnType<typeof meReply.parse>['data'];

/** GET /manageuser/me: who is signed in (the header shows the name; a failure just shows the username). */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const reply = await api.get('/manageuser/me', meReply, { signal, notify: false });
  return reply.data;
}

export function useMe() {
  return useQuery({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 10 * 60_000,
  });
}

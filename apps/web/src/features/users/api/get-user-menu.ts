import { useQuery } from '@tanstack/react-query';
import { userApi, type MenuItem } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { userKeys } from '../../../lib/query-keys';

/** Every object, whether the user has it here and whether the role gives it. */
export async function getUserMenu(userId: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const reply = await call(userApi.menuList, { query: { userId } }, { signal });
  return reply.data;
}

export function useUserMenu(userId: string, enabled = true) {
  return useQuery({
    queryKey: userKeys.menu(userId),
    queryFn: ({ signal }) => getUserMenu(userId, signal),
    enabled: enabled && userId !== '',
  });
}

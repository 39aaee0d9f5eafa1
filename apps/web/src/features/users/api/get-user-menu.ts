import { useQuery } from '@tanstack/react-query';
import { menuListReply, type MenuItem } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { userKeys } from '../../../lib/query-keys';

/** GET /manageuser/menu/list?userId=: every object, whether the user has it here and whether the role gives it. */
export async function getUserMenu(userId: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const reply = await api.list('GET', '/manageuser/menu/list', menuListReply, { query: { userId }, signal });
  return reply.data;
}

export function useUserMenu(userId: string, enabled = true) {
  return useQuery({
    queryKey: userKeys.menu(userId),
    queryFn: ({ signal }) => getUserMenu(userId, signal),
    enabled: enabled && userId !== '',
  });
}

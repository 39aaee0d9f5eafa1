import { useQuery } from '@tanstack/react-query';
import { accountCategoryReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { accountKeys } from '../../../lib/query-keys';

export type AccountCategoryRow = ReturnType<typeof accountCategoryReply.parse>['data'][number];

/** GET /config/account/category: the five categories with their labels and normal side. */
export async function getAccountCategories(signal?: AbortSignal): Promise<AccountCategoryRow[]> {
  const reply = await api.list('GET', '/config/account/category', accountCategoryReply, { signal });
  return reply.data;
}

export function useAccountCategories() {
  return useQuery({
    queryKey: accountKeys.categories(),
    queryFn: ({ signal }) => getAccountCategories(signal),
    staleTime: 30 * 60_000,
  });
}

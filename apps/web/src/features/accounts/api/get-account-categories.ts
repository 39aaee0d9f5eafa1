import { useQuery } from '@tanstack/react-query';
import { accountApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { accountKeys } from '../../../lib/query-keys';

export type AccountCategoryRow = ReplyOf<typeof accountApi.categories>['data'][number];

/** The five categories with their labels and normal side. */
export async function getAccountCategories(signal?: AbortSignal): Promise<AccountCategoryRow[]> {
  const reply = await call(accountApi.categories, {}, { signal });
  return reply.data;
}

export function useAccountCategories() {
  return useQuery({
    queryKey: accountKeys.categories(),
    queryFn: ({ signal }) => getAccountCategories(signal),
    staleTime: 30 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { accountApi, type AccountCategory } from '@suanklang/shared';
import { call } from '../http/call';
import { referenceKeys } from '../query-keys';

export type AccountOptionsFilter = { category?: AccountCategory; postable?: 'Y' | 'N' };
export type AccountOption = { value: string; label: string };

/**
 * The property's accounts for a dropdown, shown as "[code] - description"
 * (000 section 3).
 */
export async function getAccountOptions(
  filter: AccountOptionsFilter,
  signal?: AbortSignal,
): Promise<AccountOption[]> {
  const reply = await call(accountApi.options, { query: filter }, { signal });
  return reply.data.map((row) => ({
    value: row.accountCode,
    label: `[${row.accountCode}] - ${row.description}`,
  }));
}

export function useAccountOptions(filter: AccountOptionsFilter) {
  return useQuery({
    queryKey: referenceKeys.accountOptions(filter),
    queryFn: ({ signal }) => getAccountOptions(filter, signal),
    staleTime: 60_000,
  });
}

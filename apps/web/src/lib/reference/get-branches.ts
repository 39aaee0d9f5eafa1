import { useQuery } from '@tanstack/react-query';
import { referenceApi, type BranchRow } from '@suanklang/shared';
import { call } from '../http/call';
import { referenceKeys } from '../query-keys';

/** The branches of one bank. */
export async function getBranches(bankCode: string, signal?: AbortSignal): Promise<BranchRow[]> {
  const reply = await call(referenceApi.branches, { query: { bankCode } }, { signal });
  return reply.data;
}

/** Nothing is fetched until a bank is chosen. */
export function useBranches(bankCode: string | null | undefined) {
  return useQuery({
    queryKey: referenceKeys.branches(bankCode ?? ''),
    queryFn: ({ signal }) => getBranches(bankCode ?? '', signal),
    enabled: typeof bankCode === 'string' && bankCode !== '',
    staleTime: 30 * 60_000,
  });
}

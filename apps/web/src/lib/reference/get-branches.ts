import { useQuery } from '@tanstack/react-query';
import { branchesReply, type BranchRow } from '@suanklang/shared';
import { api } from '../http/clients';
import { referenceKeys } from '../query-keys';

/** GET /branches?bankCode=: the branches of one bank. */
export async function getBranches(bankCode: string, signal?: AbortSignal): Promise<BranchRow[]> {
  const reply = await api.list('GET', '/branches', branchesReply, { query: { bankCode }, signal });
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

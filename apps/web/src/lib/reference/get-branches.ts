import { useQuery } from '@tanstack/react-query';
import { branchesReply, type BranchRow } from '@suanklang/shared';
import { api } from '../http/clients';

/** GET /branches?bankCode=: the branches of one bank. */
export async function getBranches(bankCode: string, signal?: AbortSignal): Promise<BranchRow[]> {
  const reply = await api.list('GET', '/branches', branchesReply, { query: { bankCode }, signal });
  return reply.data;
}

export function branchesQueryKey(bankCode: string) {
  return ['reference', 'branches', bankCode] as const;
}

/** Nothing is fetched until a bank is chosen. */
export function useBranches(bankCode: string | null | undefined) {
  return useQuery({
    queryKey: branchesQueryKey(bankCode ?? ''),
    queryFn: ({ signal }) => getBranches(bankCode ?? '', signal),
    enabled: typeof bankCode === 'string' && bankCode !== '',
    staleTime: 30 * 60_000,
  });
}

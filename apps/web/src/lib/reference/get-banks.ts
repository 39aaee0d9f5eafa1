import { useQuery } from '@tanstack/react-query';
import { banksReply, type BankRow } from '@suanklang/shared';
import { api } from '../http/clients';
import { referenceKeys } from '../query-keys';

/** GET /banks: the Thai banks, names in the caller's language. */
export async function getBanks(signal?: AbortSignal): Promise<BankRow[]> {
  const reply = await api.list('GET', '/banks', banksReply, { signal });
  return reply.data;
}

export function useBanks() {
  return useQuery({
    queryKey: referenceKeys.banks(),
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: 30 * 60_000,
  });
}

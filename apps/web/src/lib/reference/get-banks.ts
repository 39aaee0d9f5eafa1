import { useQuery } from '@tanstack/react-query';
import { referenceApi, type BankRow } from '@suanklang/shared';
import { call } from '../http/call';
import { referenceKeys } from '../query-keys';

/** The Thai banks, names in the caller's language. */
export async function getBanks(signal?: AbortSignal): Promise<BankRow[]> {
  const reply = await call(referenceApi.banks, {}, { signal });
  return reply.data;
}

export function useBanks() {
  return useQuery({
    queryKey: referenceKeys.banks(),
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: 30 * 60_000,
  });
}

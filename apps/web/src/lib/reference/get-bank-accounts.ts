import { useQuery } from '@tanstack/react-query';
import { depositApi } from '@suanklang/shared';
import { call } from '../http/call';
import { depositKeys } from '../query-keys';

/** The chart's bank accounts of the property (what a deposit goes into, what a payment leaves from). */
export function useBankAccounts(enabled: boolean) {
  return useQuery({
    queryKey: depositKeys.bankAccounts(),
    queryFn: async ({ signal }) => (await call(depositApi.bankAccounts, {}, { signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

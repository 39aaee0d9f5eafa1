import { useQuery } from '@tanstack/react-query';
import { expenseTypeApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { expenseTypeKeys } from '../../../lib/query-keys';

export type WalletTypeRow = ReplyOf<typeof expenseTypeApi.wallets>['data'][number];

/** walletType with walletTypeDescription (000 section 3). */
export async function getWalletTypes(signal?: AbortSignal): Promise<WalletTypeRow[]> {
  const reply = await call(expenseTypeApi.wallets, {}, { signal });
  return reply.data;
}

export function useWalletTypes() {
  return useQuery({
    queryKey: expenseTypeKeys.walletTypes(),
    queryFn: ({ signal }) => getWalletTypes(signal),
    staleTime: 30 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { walletTypeReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { expenseTypeKeys } from '../../../lib/query-keys';

export type WalletTypeRow = ReturnType<typeof walletTypeReply.parse>['data'][number];

/** GET /config/expense/wallet: walletType with walletTypeDescription (000 section 3). */
export async function getWalletTypes(signal?: AbortSignal): Promise<WalletTypeRow[]> {
  const reply = await api.list('GET', '/config/expense/wallet', walletTypeReply, { signal });
  return reply.data;
}

export function useWalletTypes() {
  return useQuery({
    queryKey: expenseTypeKeys.walletTypes(),
    queryFn: ({ signal }) => getWalletTypes(signal),
    staleTime: 30 * 60_000,
  });
}

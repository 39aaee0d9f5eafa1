import { useQuery } from '@tanstack/react-query';
import { accountDetailReply, type AccountDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { accountKeys } from '../../../lib/query-keys';

/** GET /config/account/detail/{accountCode} */
export async function getAccount(accountCode: string, signal?: AbortSignal): Promise<AccountDetail> {
  const reply = await api.get(
    `/config/account/detail/${encodeURIComponent(accountCode)}`,
    accountDetailReply,
    { signal },
  );
  return reply.data;
}

export function useAccount(accountCode: string | null) {
  return useQuery({
    queryKey: accountKeys.detail(accountCode ?? ''),
    queryFn: ({ signal }) => getAccount(accountCode ?? '', signal),
    enabled: accountCode !== null && accountCode !== '',
  });
}

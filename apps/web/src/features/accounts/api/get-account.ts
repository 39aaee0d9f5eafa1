import { useQuery } from '@tanstack/react-query';
import { accountApi, type AccountDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { accountKeys } from '../../../lib/query-keys';

/** One account of the chart with its parent and child count. */
export async function getAccount(accountCode: string, signal?: AbortSignal): Promise<AccountDetail> {
  const reply = await call(accountApi.detail, { params: { code: accountCode } }, { signal });
  return reply.data;
}

export function useAccount(accountCode: string | null) {
  return useQuery({
    queryKey: accountKeys.detail(accountCode ?? ''),
    queryFn: ({ signal }) => getAccount(accountCode ?? '', signal),
    enabled: accountCode !== null && accountCode !== '',
  });
}

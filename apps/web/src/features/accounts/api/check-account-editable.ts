import { useQuery } from '@tanstack/react-query';
import { accountApi, type CheckEditable } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { accountKeys } from '../../../lib/query-keys';

/** Whether the code and the category may still change. */
export async function checkAccountEditable(
  accountCode: string,
  signal?: AbortSignal,
): Promise<CheckEditable> {
  const reply = await call(accountApi.checkEditable, { params: { code: accountCode } }, { signal });
  return reply.data;
}

export function useAccountEditable(accountCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.editable(accountCode ?? ''),
    queryFn: ({ signal }) => checkAccountEditable(accountCode ?? '', signal),
    enabled: enabled && accountCode !== null && accountCode !== '',
  });
}

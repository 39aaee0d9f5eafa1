import { useQuery } from '@tanstack/react-query';
import { checkEditableReply, type CheckEditable } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

/** GET /config/account/checkEditable/{accountCode}: whether the code and the category may still change. */
export async function checkAccountEditable(
  accountCode: string,
  signal?: AbortSignal,
): Promise<CheckEditable> {
  const reply = await api.get(
    `/config/account/checkEditable/${encodeURIComponent(accountCode)}`,
    checkEditableReply,
    {
      signal,
    },
  );
  return reply.data;
}

export function accountEditableQueryKey(accountCode: string) {
  return ['accounts', 'editable', accountCode] as const;
}

export function useAccountEditable(accountCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: accountEditableQueryKey(accountCode ?? ''),
    queryFn: ({ signal }) => checkAccountEditable(accountCode ?? '', signal),
    enabled: enabled && accountCode !== null && accountCode !== '',
  });
}

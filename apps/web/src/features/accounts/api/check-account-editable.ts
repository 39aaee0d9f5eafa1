import { useQuery } from '@tanstack/react-query';
import { checkEditableReply, type CheckEditable } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { accountKeys } from '../../../lib/query-keys';

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

export function useAccountEditable(accountCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.editable(accountCode ?? ''),
    queryFn: ({ signal }) => checkAccountEditable(accountCode ?? '', signal),
    enabled: enabled && accountCode !== null && accountCode !== '',
  });
}

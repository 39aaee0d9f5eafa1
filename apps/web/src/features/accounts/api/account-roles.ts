import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountRoleApi, type AccountRoleRow, type AccountRolesSaveInput } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { accountKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type AccountRolesInput = Omit<AccountRolesSaveInput, 'lang' | 'propertyCode'>;

/** Every posting role with the account it posts to (the property's or the standard one). */
export async function getAccountRoles(signal?: AbortSignal): Promise<AccountRoleRow[]> {
  const reply = await call(accountRoleApi.list, {}, { signal });
  return reply.data;
}

/** Fetched when the panel opens. */
export function useAccountRoles(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.roles(),
    queryFn: ({ signal }) => getAccountRoles(signal),
    enabled,
  });
}

/** Saves the accounts of the listed roles; errors are left to the form (field or dialog). */
export async function saveAccountRoles(input: AccountRolesInput): Promise<AccountRoleRow[]> {
  const reply = await call(accountRoleApi.save, { body: input }, { notify: false });
  return reply.data;
}

export function useSaveAccountRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountRoles,
    onSuccess: (rows) => {
      queryClient.setQueryData(accountKeys.roles(), rows);
      // checkEditable of an account now used by a role changes, and so do the accounts documents may use.
      return invalidateAll(queryClient, invalidates.accountRolesSaved);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi, type ObjectId } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type ModifyUserMenuInput = { userId: string; objectIds: readonly ObjectId[] };

/** The complete set of objects the user has on this property. */
export function modifyUserMenu({ userId, objectIds }: ModifyUserMenuInput) {
  return call(userApi.menuModify, {
    body: { userId, objectList: objectIds.map((objectID) => ({ objectID })) },
  });
}

export function useModifyUserMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUserMenu,
    // Changing one's own menu changes one's own rights too.
    onSuccess: () => invalidateAll(queryClient, invalidates.userMenuSaved),
  });
}

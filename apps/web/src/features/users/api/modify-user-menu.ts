import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ObjectId } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';
import { ackReply } from '../../../lib/http/replies';

export type ModifyUserMenuInput = { userId: string; objectIds: readonly ObjectId[] };

/** PUT /manageuser/menu/modify: the complete set of objects the user has on this property. */
export function modifyUserMenu({ userId, objectIds }: ModifyUserMenuInput) {
  return api.put('/manageuser/menu/modify', ackReply, {
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

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ActiveFlag,
  type MenuItem,
  type NonDirectoryUserSave,
  type PasswordReset,
  type ObjectId,
  type ReplyOf,
  userApi,
  type UserDetail,
  type UserModify,
  type UserSearchBody,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates, userKeys } from '../../../lib/query-keys';

export type UserSearchParams = Pick<UserSearchBody, 'keyword' | 'roleCode' | 'active' | 'page' | 'pageSize'>;
export type UserSearchResult = ReplyOf<typeof userApi.search>;

/** A page of users matching keyword, role and active flag. */
export function searchUsers(params: UserSearchParams, signal?: AbortSignal): Promise<UserSearchResult> {
  return call(userApi.search, { body: params }, { signal });
}

export function useSearchUsers(params: UserSearchParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => searchUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One user with the objects they have on this property. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<UserDetail> {
  const reply = await call(userApi.detail, { params: { userId } }, { signal });
  return reply.data;
}

export function useUser(userId: string | null) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => getUser(userId ?? '', signal),
    enabled: userId !== null && userId !== '',
  });
}

export type UserFilter = ReplyOf<typeof userApi.filter>['data'];

/** The roles (with descriptions in the caller's language) and known positions. */
export async function getUserFilter(signal?: AbortSignal): Promise<UserFilter> {
  const reply = await call(userApi.filter, {}, { signal });
  return reply.data;
}

export function useUserFilter() {
  return useQuery({
    queryKey: userKeys.filter(),
    queryFn: ({ signal }) => getUserFilter(signal),
    staleTime: 5 * 60_000,
  });
}

export type NonDirectoryUserInput = Omit<NonDirectoryUserSave, 'lang' | 'propertyCode'>;

/** A user who signs in with a password at the built-in provider. */
export function saveNonDirectoryUser(input: NonDirectoryUserInput) {
  // Field errors (400 with fields) are shown under the form's fields, not in a dialog.
  return call(userApi.saveNonDirectory, { body: input }, { formErrors: true });
}

export function useSaveNonDirectoryUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNonDirectoryUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}

export type UserModifyInput = Omit<UserModify, 'lang' | 'propertyCode'>;

/** Name, email, position and role on this property. */
export function modifyUser(input: UserModifyInput) {
  return call(userApi.modify, { body: input }, { formErrors: true });
}

export function useModifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}

export type ActivateUserInput = { userId: string; active: ActiveFlag };

/** active 'Y' lets the user sign in, 'N' stops them. */
export function activateUser(input: ActivateUserInput) {
  return call(userApi.activate, { body: input });
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUser,
    onSuccess: () => invalidateAll(queryClient, invalidates.userSaved),
  });
}

/** Every object, whether the user has it here and whether the role gives it. */
export async function getUserMenu(userId: string, signal?: AbortSignal): Promise<MenuItem[]> {
  const reply = await call(userApi.menuList, { query: { userId } }, { signal });
  return reply.data;
}

export function useUserMenu(userId: string, enabled = true) {
  return useQuery({
    queryKey: userKeys.menu(userId),
    queryFn: ({ signal }) => getUserMenu(userId, signal),
    enabled: enabled && userId !== '',
  });
}

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

export type PasswordResetInput = Omit<PasswordReset, 'lang' | 'propertyCode'>;

/** An administrator's new password for a user, who must change it at the next sign-in. */
export function resetPassword(input: PasswordResetInput) {
  return call(userApi.resetPassword, { body: input }, { formErrors: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

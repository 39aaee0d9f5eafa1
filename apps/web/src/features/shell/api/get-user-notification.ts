import { useQuery } from '@tanstack/react-query';
import { notificationApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { usePreferences } from '../../../lib/preferences/preferences';
import { notificationKeys } from '../../../lib/query-keys';

export type UserNotification = ReplyOf<typeof notificationApi.user>['data'];

/** Customer changes waiting for the user's approval. A decoration: silent. */
export async function getUserNotification(signal?: AbortSignal): Promise<UserNotification> {
  const reply = await call(notificationApi.user, {}, { signal, notify: false });
  return reply.data;
}

export function useUserNotification(enabled: boolean) {
  const { propertyCode } = usePreferences();
  return useQuery({
    queryKey: notificationKeys.user(propertyCode),
    queryFn: ({ signal }) => getUserNotification(signal),
    enabled: enabled && propertyCode !== null,
    staleTime: 60_000,
    retry: false,
  });
}

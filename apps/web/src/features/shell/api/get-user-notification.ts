import { useQuery } from '@tanstack/react-query';
import { userNotificationReply } from '@suanklang/shared';
import { apiV1 } from '../../../lib/http/clients';
import { usePreferences } from '../../../lib/preferences/preferences';
import { notificationKeys } from '../../../lib/query-keys';

export type UserNotification = ReturnType<typeof userNotificationReply.parse>['data'];

/** GET /api/v1/user/notification: customer changes waiting for the user's approval. A decoration: silent. */
export async function getUserNotification(signal?: AbortSignal): Promise<UserNotification> {
  const reply = await apiV1.get('/user/notification', userNotificationReply, { signal, notify: false });
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

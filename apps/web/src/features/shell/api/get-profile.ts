import { useQuery } from '@tanstack/react-query';
import { profileReply } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { profileKeys } from '../../../lib/query-keys';

export type Profile = ReturnType<typeof profileReply.parse>['data'];

/** GET /manageuser/profile: the signed-in user's own details, for the profile dialog. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const reply = await api.get('/manageuser/profile', profileReply, { signal });
  return reply.data;
}

export function useProfile(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => getProfile(signal), enabled });
}

import { useQuery } from '@tanstack/react-query';
import { userApi, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { profileKeys } from '../../../lib/query-keys';

export type Profile = ReplyOf<typeof userApi.profile>['data'];

/** The signed-in user's own details, for the profile dialog. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const reply = await call(userApi.profile, {}, { signal });
  return reply.data;
}

export function useProfile(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => getProfile(signal), enabled });
}

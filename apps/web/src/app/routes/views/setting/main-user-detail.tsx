import { UserDetailScreen } from '../../../../features/users/components/user-detail-screen';

/** /views/setting/main-user/detail?userId= */
export function Component() {
  return <UserDetailScreen />;
}

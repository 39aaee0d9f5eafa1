import { UsersScreen } from '../../../../features/users/components/users-screen';

/** /views/setting/main-user */
export function Component() {
  return <UsersScreen />;
}

import { AccountsScreen } from '../../../../features/accounts/components/accounts-screen';

/** /views/setting/main-account */
export function Component() {
  return <AccountsScreen />;
}

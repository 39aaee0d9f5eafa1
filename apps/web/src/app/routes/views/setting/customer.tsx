import { CustomersScreen } from '../../../../features/customers/components/customers-screen';

/** /views/setting/customer */
export function Component() {
  return <CustomersScreen />;
}

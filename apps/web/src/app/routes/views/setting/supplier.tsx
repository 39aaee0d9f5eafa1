import { SuppliersScreen } from '../../../../features/suppliers/components/suppliers-screen';

/** /views/setting/supplier */
export function Component() {
  return <SuppliersScreen />;
}

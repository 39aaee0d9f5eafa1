import { SupplierDetailScreen } from '../../../../features/suppliers/components/supplier-detail-screen';

/** /views/setting/supplierDetail?supplierCode= (a new supplier without one) */
export function Component() {
  return <SupplierDetailScreen />;
}

import { CustomerDetailScreen } from '../../../../features/customers/components/customer-detail-screen';

/** /views/setting/customerDetail?customerCode= (a new customer without one) */
export function Component() {
  return <CustomerDetailScreen />;
}

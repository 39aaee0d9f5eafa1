import { ReceiptsScreen } from '../../../features/receipts/components/receipts-screen';

/** /views/receipt */
export function Component() {
  return <ReceiptsScreen />;
}

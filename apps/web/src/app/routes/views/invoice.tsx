import { InvoicesScreen } from '../../../features/invoices/components/invoices-screen';

/** /views/invoice (?billingMonth=YYYY-MM opens the list filtered by that month) */
export function Component() {
  return <InvoicesScreen />;
}

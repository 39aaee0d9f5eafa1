import { useSearchParams } from 'react-router';
import { billingMonth } from '@suanklang/shared';
import { MeterScreen } from '../../../features/expenses/components/meter-screen';

/** /views/meter (?month=YYYY-MM opens that billing month) */
export function Component() {
  const month = billingMonth.safeParse(useSearchParams()[0].get('month'));
  return <MeterScreen initialMonth={month.success ? month.data : undefined} />;
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRights } from '../../../lib/property/rights';
import { currentMonth } from '../../../lib/months';
import { BillingMonthHeader } from './billing-month-header';
import { MeterTab } from './meter-tab';

/**
 * /views/meter: the meter readings of a billing month on their own menu entry, for the clerk who types them. The
 * same table as the meter tab of /views/expense, under the same rights: EXPENSE to see, EXPENSE_EDIT to type.
 */
export function MeterScreen({ initialMonth }: { initialMonth?: string }) {
  const { t } = useTranslation('screens');
  const canEdit = useRights().can('EXPENSE_EDIT');
  const [month, setMonth] = useState(initialMonth ?? currentMonth());
  const title = t('title.meter');

  return (
    <section aria-label={title}>
      <BillingMonthHeader title={title} month={month} onMonth={setMonth} />
      <MeterTab month={month} canEdit={canEdit} />
    </section>
  );
}

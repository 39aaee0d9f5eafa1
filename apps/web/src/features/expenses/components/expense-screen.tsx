import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRights } from '../../../lib/property/rights';
import { BillingMonthHeader } from './billing-month-header';
import { FactorTab } from './factor-tab';
import { MeterTab } from './meter-tab';
import { currentMonth } from '../../../lib/months';
import { SummaryTab } from './summary-tab';

type ExpenseTab = 'meter' | 'factor' | 'summary';

/**
 * /views/expense: the month's billing. Pick the billing month, type the meter readings (or import them), set the
 * units' factors, preview what each unit would be charged and generate the month's invoices. Without
 * EXPENSE_EDIT everything is read-only.
 */
export function ExpenseScreen({ initialMonth }: { initialMonth?: string }) {
  const { t } = useTranslation(['expenses', 'screens']);
  const canEdit = useRights().can('EXPENSE_EDIT');
  const [month, setMonth] = useState(initialMonth ?? currentMonth());
  const [tab, setTab] = useState<ExpenseTab>('meter');
  const title = t('screens:title.expense');

  return (
    <section aria-label={title}>
      <BillingMonthHeader title={title} month={month} onMonth={setMonth} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ExpenseTab)}
        items={[
          { key: 'meter', label: t('tab.meter'), children: <MeterTab month={month} canEdit={canEdit} /> },
          { key: 'factor', label: t('tab.factor'), children: <FactorTab canEdit={canEdit} /> },
          {
            key: 'summary',
            label: t('tab.summary'),
            children: <SummaryTab month={month} canEdit={canEdit} />,
          },
        ]}
      />
    </section>
  );
}

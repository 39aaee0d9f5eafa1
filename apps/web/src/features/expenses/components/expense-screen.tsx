import { useState } from 'react';
import { Flex, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { API_MONTH_FORMAT } from '../../../components/format';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';
import { useRights } from '../../../lib/property/rights';
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
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {title}
        </Typography.Title>
        <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Typography.Text>{t('billingMonth')}</Typography.Text>
          <ThaiMonthPicker
            id="billing-month"
            aria-label={t('billingMonth')}
            allowClear={false}
            value={dayjs(`${month}-01`)}
            onChange={(value) => value && setMonth(value.format(API_MONTH_FORMAT))}
          />
        </label>
      </Flex>
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

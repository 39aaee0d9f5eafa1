import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { BarChartOutlined, FundOutlined, ProfileOutlined, TableOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { parseAgingBuckets, type AgingBucket, type AgingReport, type AgingRow } from '@suanklang/shared';
import { formatDate } from '../../../components/format';
import { ReportScreen } from '../../../components/report-screen';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useRights } from '../../../lib/property/rights';
import { downloadAgingExcel, useAging, type AgingParams } from '../api/aging-api';
import { FinancialPositionView, RevenueExpenseView } from './statement-views';
import { TrialBalanceView } from './trial-balance-view';
import {
  LEDGER_REPORTS,
  LedgerReportView,
  useLedgerReportCards,
  type LedgerReportKind,
} from './ledger-reports';

type Open = 'aging' | 'trialBalance' | 'financialPosition' | 'revenueExpense' | LedgerReportKind;

/**
 * /views/report: the report list (the aging report; the trial balance for those who see the G/L; the statements
 * of financial position and of revenue and expense), each opening
 * its condition panel and result.
 */
export function ReportsScreen() {
  const { t } = useTranslation('reports');
  const canSeeGl = useRights().can('DOCUMENT');
  const [open, setOpen] = useState<Open | null>(null);
  const ledgerCards = useLedgerReportCards();
  const texts = (key: 'aging' | 'trialBalance' | 'financialPosition' | 'revenueExpense') => ({
    name: t(`${key}.name`),
    description: t(`${key}.description`),
    open: t(`${key}.open`),
  });
  const cards: { key: Open; id: string; icon: ReactNode; name: string; description: string; open: string }[] =
    [
      {
        key: 'aging',
        id: 'open-aging',
        icon: <BarChartOutlined style={{ fontSize: 28 }} />,
        ...texts('aging'),
      },
      ...(canSeeGl
        ? [
            {
              key: 'trialBalance' as const,
              id: 'open-trial-balance',
              icon: <TableOutlined style={{ fontSize: 28 }} />,
              ...texts('trialBalance'),
            },
            ...ledgerCards,
          ]
        : []),
      {
        key: 'financialPosition',
        id: 'open-financial-position',
        icon: <FundOutlined style={{ fontSize: 28 }} />,
        ...texts('financialPosition'),
      },
      {
        key: 'revenueExpense',
        id: 'open-revenue-expense',
        icon: <ProfileOutlined style={{ fontSize: 28 }} />,
        ...texts('revenueExpense'),
      },
    ];
  const ledgerReport = LEDGER_REPORTS.find((r) => r === open);
  return (
    <section aria-label={t('title')}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: '0 0 16px' }}>
        {cards.find((c) => c.key === open)?.name ?? t('title')}
      </Typography.Title>
      {open === 'aging' ? (
        <AgingReportView onBack={() => setOpen(null)} />
      ) : open === 'trialBalance' ? (
        <TrialBalanceView onBack={() => setOpen(null)} />
      ) : open === 'financialPosition' ? (
        <FinancialPositionView onBack={() => setOpen(null)} />
      ) : open === 'revenueExpense' ? (
        <RevenueExpenseView onBack={() => setOpen(null)} />
      ) : ledgerReport ? (
        <LedgerReportView kind={ledgerReport} onBack={() => setOpen(null)} />
      ) : (
        <Flex gap={16} wrap>
          {cards.map((c) => (
            <Card
              key={c.key}
              hoverable
              style={{ width: 420, maxWidth: '100%' }}
              onClick={() => setOpen(c.key)}
              actions={[
                <Button key="open" type="link" id={c.id} onClick={() => setOpen(c.key)}>
                  {c.open}
                </Button>,
              ]}
            >
              <Card.Meta avatar={c.icon} title={c.name} description={c.description} />
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}

type Values = { asOf?: Dayjs; buckets?: string };

function paramsOf(values: Values): AgingParams {
  return {
    asOf: (values.asOf ?? dayjs()).format('YYYY-MM-DD'),
    buckets: (values.buckets ?? '').replace(/\s+/g, ''),
  };
}

function AgingReportView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const [params, setParams] = useState<AgingParams | null>(null);
  const report = useAging(params);

  const label = (b: AgingBucket) =>
    b.from === 0 && b.to === 0
      ? t('aging.notDue')
      : b.to === null
        ? t('aging.over', { days: b.from - 1 })
        : t('aging.range', { from: b.from, to: b.to });
  const columns = (data: AgingReport): TableColumnsType<AgingRow> => [
    { title: t('aging.column.unitCode'), dataIndex: 'unitCode', key: 'unitCode', fixed: 'left' },
    { title: t('aging.column.customerName'), dataIndex: 'customerName', key: 'customerName' },
    {
      title: t('aging.column.expenseType'),
      key: 'expenseType',
      render: (_v, r) => `${r.expenseTypeCode} - ${r.expenseTypeDescription}`,
    },
    ...data.buckets.map((b, i) => ({
      title: label(b),
      key: `b${i}`,
      align: 'right' as const,
      render: (_v: unknown, r: AgingRow) => money(r.amounts[i]),
    })),
    { title: t('aging.total'), dataIndex: 'total', key: 'total', align: 'right', render: money },
  ];

  return (
    <ReportScreen<Values, AgingParams, AgingReport, AgingRow>
      id="aging"
      onBack={onBack}
      initialValues={{ asOf: dayjs(), buckets: '30,60,90,120' }}
      toParams={paramsOf}
      onShow={setParams}
      query={report}
      exports={{ excel: (p) => downloadAgingExcel(p, lang) }}
      texts={{
        condition: t('aging.condition'),
        show: t('aging.show'),
        excel: t('aging.excel'),
        back: t('aging.back'),
      }}
      fields={
        <>
          <Form.Item name="asOf" label={t('aging.asOf')} rules={[{ required: true }]}>
            <ThaiDatePicker allowClear={false} />
          </Form.Item>
          <Form.Item
            name="buckets"
            label={t('aging.buckets')}
            extra={t('aging.bucketsHelp')}
            rules={[
              {
                validator: (_r, value: string | undefined) =>
                  parseAgingBuckets((value ?? '').replace(/\s+/g, ''))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('aging.bucketsInvalid'))),
              },
            ]}
          >
            <Input style={{ width: 200 }} maxLength={60} />
          </Form.Item>
        </>
      }
      preview={{
        columns,
        rows: (data) => data.rows,
        rowKey: (r) => `${r.unitCode}|${r.expenseTypeCode}`,
        emptyText: t('aging.empty'),
        header: (data) => (
          <Typography.Paragraph>
            {t('aging.asOf')} {formatDate(data.asOf, lang)} ·{' '}
            {t('aging.arControl', { amount: money(data.arControl) })}
            {data.arControl === data.totals.total ? ` (${t('aging.tied')})` : ''}
          </Typography.Paragraph>
        ),
        summary: (data) => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              <Typography.Text strong>{t('aging.total')}</Typography.Text>
            </Table.Summary.Cell>
            {data.totals.amounts.map((a, i) => (
              <Table.Summary.Cell key={i} index={3 + i} align="right">
                <Typography.Text strong>{money(a)}</Typography.Text>
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={3 + data.totals.amounts.length} align="right">
              <Typography.Text strong data-testid="aging-total">
                {money(data.totals.total)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ),
      }}
    />
  );
}

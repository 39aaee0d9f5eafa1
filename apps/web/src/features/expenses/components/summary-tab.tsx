import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Col,
  Flex,
  Row,
  Statistic,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { EyeOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BillingRunRow, BillingSummary, UnitChargesRow } from '@suanklang/shared';
import { EmptyList } from '../../../components/empty-list';
import { MainTable, MIN_ROW_HEIGHT } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { useBillingRun } from '../api/apply-billing';
import { useSummary } from '../api/get-summary';
import { ApplyModal } from './apply-modal';
import { formatBillingCycle, formatBillingMonth, money } from '../../../lib/months';
import { invalidateAll, invalidates } from '../../../lib/query-keys';
import { RunProgress } from './run-progress';

type Charge = UnitChargesRow['charges'][number];
type TypeTotal = BillingSummary['byExpenseType'][number];

/** Whether a preview has anything a run would still bill. */
/** What a run would bill: the server counts units that have a customer and unbilled charges. */
export function hasSomethingToBill(summary: BillingSummary): boolean {
  return summary.unitCount > 0;
}

/** A billed charge is shown greyed: a run skips it. */
function dim(billed: boolean, content: ReactNode): ReactNode {
  return billed ? <Typography.Text type="secondary">{content}</Typography.Text> : content;
}

type SummaryTabProps = { month: string; canEdit: boolean };

/**
 * The preview of the month's billing (what each unit would be charged, totals per expense type, what is
 * missing), then "Generate invoices": invoice and due dates, a confirmation, and the run's progress bar.
 * Running a month again bills only what is not billed yet.
 */
export function SummaryTab({ month, canEdit }: SummaryTabProps) {
  const { t } = useTranslation('expenses');
  const lang = useLang();
  const [requested, setRequested] = useState(false);
  const [applying, setApplying] = useState(false);
  const [started, setStarted] = useState<BillingRunRow | null>(null);
  const queryClient = useQueryClient();
  const summary = useSummary(month, requested);
  const progress = useBillingRun(started);
  const run = progress.data ?? started;
  const data = summary.data;
  const billable = data ? hasSomethingToBill(data) : false;
  const running = run?.status === 'RUNNING';
  const finished = run !== null && run.status !== 'RUNNING';

  // Another month: its preview is asked for again.
  useEffect(() => setRequested(false), [month]);

  useEffect(() => {
    if (!finished || !run) return;
    // The month's preview and readings changed (billed charges, billed readings); so did the run list, and the
    // run issued invoices.
    void invalidateAll(queryClient, invalidates.billingRunFinished);
  }, [finished, run, queryClient]);

  const typeColumns: TableColumnsType<TypeTotal> = [
    { title: t('summary.expenseType'), dataIndex: 'expenseTypeDescription', key: 'expenseType' },
    { title: t('summary.units'), dataIndex: 'unitCount', key: 'unitCount', align: 'right' },
    { title: t('summary.total'), dataIndex: 'grandTotal', key: 'grandTotal', align: 'right', render: money },
  ];

  const chargeColumns: TableColumnsType<Charge> = [
    {
      title: t('summary.expenseType'),
      dataIndex: 'expenseTypeDescription',
      key: 'expenseType',
      render: (value: string, charge) => (
        <Flex gap={6} align="center">
          {dim(charge.billed, value)}
          {charge.billed && <Tag>{t('summary.billedTag')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('summary.billingCycle'),
      key: 'cycle',
      render: (_v, charge) =>
        dim(charge.billed, formatBillingCycle(charge.billingStart, charge.billingEnd, lang)),
    },
    {
      title: t('summary.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      align: 'right',
      render: (v: string, c) => dim(c.billed, v),
    },
    {
      title: t('summary.amount'),
      dataIndex: 'amountExcludeVat',
      key: 'amount',
      align: 'right',
      render: (v: string, c) => dim(c.billed, money(v)),
    },
    {
      title: t('summary.vat'),
      dataIndex: 'vat',
      key: 'vat',
      align: 'right',
      render: (v: string, c) => dim(c.billed, money(v)),
    },
    {
      title: t('summary.total'),
      dataIndex: 'grandTotal',
      key: 'grandTotal',
      align: 'right',
      render: (v: string, c) => dim(c.billed, money(v)),
    },
  ];

  const unitColumns: TableColumnsType<UnitChargesRow> = [
    { title: t('meter.unit'), dataIndex: 'unitCode', key: 'unitCode' },
    {
      title: t('summary.customer'),
      key: 'customer',
      render: (_v, unit) =>
        unit.customerName ? `${unit.customerCode ?? ''} ${unit.customerName}`.trim() : '-',
    },
    {
      title: t('summary.charges'),
      key: 'charges',
      align: 'right',
      render: (_v, unit) => unit.charges.length,
    },
    { title: t('summary.toBill'), dataIndex: 'grandTotal', key: 'grandTotal', align: 'right', render: money },
  ];

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button
          icon={<EyeOutlined />}
          id="summary-preview"
          loading={summary.isFetching}
          onClick={() => (requested ? void summary.refetch() : setRequested(true))}
        >
          {t('summary.preview')}
        </Button>
        {canEdit && (
          <Button
            type="primary"
            icon={<ThunderboltOutlined />}
            id="summary-apply"
            disabled={!data || !billable || running}
            onClick={() => setApplying(true)}
          >
            {t('summary.generate')}
          </Button>
        )}
      </Flex>
      {run && run.month === month && <RunProgress run={run} lost={progress.isError} />}
      {!requested && <EmptyList message={t('summary.notYet')} />}
      {data && (
        <>
          {!billable && (
            <Alert
              type="success"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                data.units.length === 0
                  ? t('summary.nothing', { month: formatBillingMonth(month, lang) })
                  : t('summary.alreadyBilled', { month: formatBillingMonth(month, lang) })
              }
            />
          )}
          {data.warnings.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('summary.warnings', { count: data.warnings.length })}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {data.warnings.map((warning, index) => (
                    <li key={`${warning.code}-${warning.unitCode ?? ''}-${index}`}>
                      {t(`warning.${warning.code}`)}
                      {warning.unitCode ? ` ${warning.unitCode}` : ''}
                      {warning.detail ? `: ${warning.detail}` : ''}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col xs={12} md={6}>
              <Statistic title={t('summary.unitCount')} value={data.unitCount} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('summary.grandTotal')} value={money(data.grandTotal)} />
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('summary.byExpenseType')}
          </Typography.Title>
          <MainTable<TypeTotal>
            columns={typeColumns}
            dataSource={data.byExpenseType}
            rowKey="expenseTypeCode"
            pagination={false}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
            {t('summary.byUnit')}
          </Typography.Title>
          <Table<UnitChargesRow>
            size="small"
            rowKey="unitCode"
            columns={unitColumns}
            dataSource={data.units}
            onRow={() => ({ style: { height: MIN_ROW_HEIGHT } })}
            pagination={{ defaultPageSize: 50, showSizeChanger: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <EmptyList /> }}
            expandable={{
              expandedRowRender: (unit) => (
                <Table<Charge>
                  size="small"
                  rowKey={(charge) => `${charge.expenseTypeCode}-${charge.billingStart}`}
                  columns={chargeColumns}
                  dataSource={unit.charges}
                  pagination={false}
                />
              ),
              rowExpandable: (unit) => unit.charges.length > 0,
            }}
          />
        </>
      )}
      <ApplyModal
        open={applying}
        month={month}
        unitCount={data?.unitCount ?? 0}
        grandTotal={data?.grandTotal ?? '0'}
        missingMeterUnits={
          new Set(data?.warnings.filter((w) => w.code === 'MISSING_METER').map((w) => w.unitCode)).size
        }
        onClose={() => setApplying(false)}
        onStarted={(next) => {
          setApplying(false);
          setStarted(next);
        }}
      />
    </>
  );
}

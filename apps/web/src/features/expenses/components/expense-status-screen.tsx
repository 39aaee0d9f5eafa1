import { useState } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BILLING_RUN_STATUSES, type BillingRunRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { formatDate, formatDateTime } from '../../../components/format';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { searchPagination } from '../../../lib/search-pagination';
import {
  useBillingRuns,
  type BillingRunSearchParams,
  type BillingRunStatus,
} from '../api/search-billing-runs';
import { formatBillingMonth, money, monthOptions } from '../../../lib/months';
import { invoicesOfMonthPath } from './run-progress';
import { RunError } from './run-error';

const FIRST_PAGE: BillingRunSearchParams = { page: 1, pageSize: 20 };

const STATUS_COLOR: Record<BillingRunStatus, string> = {
  RUNNING: 'processing',
  DONE: 'success',
  FAILED: 'error',
};

function isRunStatus(value: unknown): value is BillingRunStatus {
  return typeof value === 'string' && (BILLING_RUN_STATUSES as readonly string[]).includes(value);
}

export function toRunSearch(values: Record<string, unknown>, pageSize: number): BillingRunSearchParams {
  return {
    month: typeof values.month === 'string' ? values.month : undefined,
    status: isRunStatus(values.status) ? values.status : undefined,
    page: 1,
    pageSize,
  };
}

/** The status tag of a billing run. */
export function RunStatusTag({ status }: { status: BillingRunStatus }) {
  const { t } = useTranslation('expenses');
  return <Tag color={STATUS_COLOR[status]}>{t(`runStatus.${status}`)}</Tag>;
}

/** /views/expense-status: every billing run (month, status, units, invoices, total, who and when, the error). */
export function ExpenseStatusScreen() {
  const { t } = useTranslation(['expenses', 'screens']);
  const lang = useLang();
  const [params, setParams] = useState<BillingRunSearchParams>(FIRST_PAGE);
  const search = useBillingRuns(params);

  const searchFields: SearchField[] = [
    { name: 'month', type: 'dropdown', label: t('billingMonth'), options: monthOptions(lang) },
    {
      name: 'status',
      type: 'dropdown',
      label: t('status.label'),
      options: BILLING_RUN_STATUSES.map((status) => ({ value: status, label: t(`runStatus.${status}`) })),
    },
  ];

  const columns: TableColumnsType<BillingRunRow> = [
    {
      title: t('billingMonth'),
      dataIndex: 'month',
      key: 'month',
      render: (value: string) => formatBillingMonth(value, lang),
    },
    {
      title: t('status.label'),
      dataIndex: 'status',
      key: 'status',
      render: (value: BillingRunStatus) => <RunStatusTag status={value} />,
    },
    {
      title: t('status.units'),
      key: 'units',
      align: 'right',
      render: (_v, run) => (run.status === 'RUNNING' ? `${run.done}/${run.unitCount}` : run.unitCount),
    },
    {
      title: t('status.invoices'),
      dataIndex: 'invoiceCount',
      key: 'invoiceCount',
      align: 'right',
      render: (value: number, run) =>
        run.status === 'DONE' && value > 0 ? <Link to={invoicesOfMonthPath(run.month)}>{value}</Link> : value,
    },
    { title: t('status.total'), dataIndex: 'grandTotal', key: 'grandTotal', align: 'right', render: money },
    {
      title: t('apply.invoiceDate'),
      dataIndex: 'invoiceDate',
      key: 'invoiceDate',
      render: (value: string) => formatDate(value, lang),
    },
    {
      title: t('apply.dueDate'),
      dataIndex: 'dueDate',
      key: 'dueDate',
      render: (value: string) => formatDate(value, lang),
    },
    {
      title: t('status.createdBy'),
      dataIndex: 'createdBy',
      key: 'createdBy',
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('status.createdDate'),
      dataIndex: 'createdDate',
      key: 'createdDate',
      render: (value: string) => formatDateTime(value, lang),
    },
    {
      title: t('status.finishedDate'),
      dataIndex: 'finishedDate',
      key: 'finishedDate',
      render: (value: string | null) => formatDateTime(value, lang),
    },
    {
      title: t('status.error'),
      dataIndex: 'error',
      key: 'error',
      render: (_value: string | null, run) => <RunError run={run} />,
    },
  ];

  return (
    <ListFrame
      title={t('screens:title.expenseStatus')}
      searchFields={searchFields}
      searchLoading={search.isFetching}
      onSearch={(values) => setParams(toRunSearch(values, params.pageSize))}
    >
      <MainTable<BillingRunRow>
        columns={columns}
        dataSource={search.data?.data ?? []}
        rowKey="runId"
        // Not while a running run refreshes itself in the background.
        loading={search.isLoading || search.isPlaceholderData}
        pagination={searchPagination(search.data, params, setParams)}
        emptyText={t('status.empty')}
      />
    </ListFrame>
  );
}

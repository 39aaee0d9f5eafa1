import { useState } from 'react';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail } from '@suanklang/shared';
import { decimalStringToSatang, formatMoney } from '@suanklang/shared/money';
import { EmptyList } from '../../../components/empty-list';
import { formatDateTime } from '../../../components/format';
import { useLang } from '../../../components/use-lang';
import { BudgetRevisionDrawer } from './budget-revision-drawer';

type HistoryRow = BudgetDetail['history'][number];

/**
 * Revisions and transfers of a budget, newest first: what, who, when and why (a transfer shows both sides), and
 * the grid as it stood after each.
 */
export function BudgetHistory({ detail }: { detail: BudgetDetail }) {
  const { t } = useTranslation('budgets');
  const lang = useLang();
  const monthText = (month: number | null) =>
    detail.monthList.find((m) => m.month === month)?.display ?? String(month ?? '');
  const rows = [...detail.history].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
  const [shown, setShown] = useState<HistoryRow | null>(null);

  const columns: TableColumnsType<HistoryRow> = [
    {
      title: t('history.when'),
      dataIndex: 'createdDate',
      key: 'createdDate',
      render: (v: string) => formatDateTime(v, lang),
    },
    {
      title: t('history.action'),
      dataIndex: 'action',
      key: 'action',
      render: (action: HistoryRow['action']) => t(`history.actions.${action}`),
    },
    { title: t('field.revision'), dataIndex: 'revision', key: 'revision', align: 'right' },
    {
      title: t('history.detail'),
      key: 'detail',
      render: (_v, row) => (
        <>
          {row.action === 'TRANSFER' && (
            <div>
              {t('history.transferLine', {
                from: row.fromItemCode ?? '',
                fromMonth: monthText(row.fromMonth),
                to: row.toItemCode ?? '',
                toMonth: monthText(row.toMonth),
                amount: row.amount === null ? '' : formatMoney(decimalStringToSatang(row.amount)),
              })}
            </div>
          )}
          {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
        </>
      ),
    },
    {
      title: t('history.by'),
      dataIndex: 'createdBy',
      key: 'createdBy',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('revision.view'),
      key: 'grid',
      render: (_v, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          aria-label={t('revision.viewOf', {
            action: t(`history.actions.${row.action}`),
            revision: row.revision,
          })}
          onClick={() => setShown(row)}
        >
          {t('revision.view')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="budget-history-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="budget-history-title" style={{ fontSize: 18 }}>
        {t('history.title')}
      </Typography.Title>
      <Table<HistoryRow>
        size="small"
        columns={columns}
        dataSource={rows}
        rowKey={(row) => `${row.createdDate}|${row.action}|${row.revision}`}
        pagination={false}
        locale={{ emptyText: <EmptyList /> }}
      />
      <BudgetRevisionDrawer detail={detail} row={shown} onClose={() => setShown(null)} />
    </section>
  );
}

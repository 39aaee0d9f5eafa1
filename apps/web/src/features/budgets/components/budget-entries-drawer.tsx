import { Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  decimalStringToSatang,
  satangToDecimalString,
  type BudgetCommittedRow,
  type BudgetEntryRow,
  type BudgetSummary,
  type BudgetSummaryRow,
  isCodeOf,
} from '@suanklang/shared';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { useCodeLabel } from '../../../lib/code-label';
import { money } from '../../../lib/months';
import { useBudgetCommitted, useBudgetEntries } from '../api/budget-summary';

type EntryRow = BudgetEntryRow & { key: number };

export type DrillDown = { row: BudgetSummaryRow; month: number };

/** The G/L list opened on the entry's document (its month, type and number). */
function documentPath(entry: BudgetEntryRow): string {
  const query = new URLSearchParams({
    period: entry.entryDate.slice(0, 7),
    documentType: entry.documentType,
    documentNo: entry.documentNo,
  });
  return `/views/document?${query.toString()}`;
}

/**
 * The ledger lines behind an item's actual in a month (budget summary drill-down): the month can be changed to
 * another of the year's, the lines' net equals the summary's figure, and each number opens its entry.
 */
export function BudgetEntriesDrawer({
  summary,
  drill,
  onMonth,
  onClose,
}: {
  summary: BudgetSummary;
  drill: DrillDown | null;
  onMonth: (month: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('budget-summary');
  const lang = useLang();
  const label = useCodeLabel();
  const cell = drill
    ? { year: summary.year, month: drill.month, budgetItemCode: drill.row.budgetItemCode }
    : null;
  const entries = useBudgetEntries(cell);
  const committed = useBudgetCommitted(cell);
  const pending = committed.data ?? [];
  const shown = drill?.row.cells.find((c) => c.month === drill.month);
  const rows = (entries.data ?? []).map((e, index) => ({ ...e, key: index }));
  const net = rows.reduce((s, e) => s + decimalStringToSatang(e.debit) - decimalStringToSatang(e.credit), 0);

  const columns: TableColumnsType<EntryRow> = [
    {
      title: t('entries.date'),
      dataIndex: 'entryDate',
      key: 'entryDate',
      render: (d: string) => formatDate(d, lang),
    },
    {
      title: t('entries.type'),
      dataIndex: 'documentType',
      key: 'documentType',
      // A type the catalogue does not name yet is shown as its code.
      render: (type: string) => (isCodeOf('glDocumentType', type) ? label('glDocumentType', type) : type),
    },
    {
      title: t('entries.documentNo'),
      dataIndex: 'documentNo',
      key: 'documentNo',
      render: (no: string, entry) => (
        <Link to={documentPath(entry)} aria-label={t('entries.open', { no })}>
          {no}
        </Link>
      ),
    },
    { title: t('entries.description'), dataIndex: 'description', key: 'description' },
    { title: t('entries.debit'), dataIndex: 'debit', key: 'debit', align: 'right', render: money },
    { title: t('entries.credit'), dataIndex: 'credit', key: 'credit', align: 'right', render: money },
  ];

  const pendingColumns: TableColumnsType<BudgetCommittedRow> = [
    {
      title: t('entries.date'),
      dataIndex: 'date',
      key: 'date',
      render: (d: string) => formatDate(d, lang),
    },
    {
      title: t('entries.documentNo'),
      dataIndex: 'documentNo',
      key: 'documentNo',
      render: (no: string) => (
        <Link to={`/views/request-pay?no=${encodeURIComponent(no)}`} aria-label={t('committed.open', { no })}>
          {no}
        </Link>
      ),
    },
    { title: t('entries.description'), dataIndex: 'description', key: 'description' },
    { title: t('committed.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
  ];

  return (
    <DocumentDrawer
      open={drill !== null}
      onClose={onClose}
      title={
        drill ? t('entries.title', { item: `${drill.row.budgetItemCode} ${drill.row.description}` }) : ''
      }
      state={documentState(entries, entries.data !== undefined && !entries.isPlaceholderData)}
    >
      {() => (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap>
            <label htmlFor="budget-entries-month">{t('entries.month')}</label>
            <Select
              id="budget-entries-month"
              value={drill?.month}
              onChange={onMonth}
              style={{ minWidth: 160 }}
              options={summary.monthList.map((m) => ({ value: m.month, label: m.display }))}
            />
            <Typography.Text type="secondary">
              {t('entries.account', { account: drill?.row.accountCode ?? '' })}
            </Typography.Text>
          </Space>
          <MainTable<EntryRow>
            columns={columns}
            dataSource={rows}
            rowKey="key"
            emptyText={t('entries.none')}
            pagination={false}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  <Typography.Text strong>{t('entries.net')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} colSpan={2} align="right">
                  <Typography.Text strong data-testid="budget-entries-net">
                    {money(satangToDecimalString(net))}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {shown && (
            <Typography.Text type="secondary">
              {t('entries.tiesTo', { actual: money(shown.actual) })}
            </Typography.Text>
          )}
          {pending.length > 0 && (
            <section aria-labelledby="budget-committed-title">
              <Typography.Title level={3} id="budget-committed-title" style={{ fontSize: 16 }}>
                {t('committed.title')}
              </Typography.Title>
              <MainTable<BudgetCommittedRow>
                columns={pendingColumns}
                dataSource={pending}
                rowKey="documentNo"
                pagination={false}
              />
              {shown && (
                <Typography.Text type="secondary">
                  {t('committed.tiesTo', { committed: money(shown.committed) })}
                </Typography.Text>
              )}
            </section>
          )}
        </Space>
      )}
    </DocumentDrawer>
  );
}

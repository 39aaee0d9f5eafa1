import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type BudgetDetail } from '@suanklang/shared';
import { DocumentDrawer } from '../../../components/document-drawer';
import { formatDateTime } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { cellKey, MONTHS, sum } from '../budget-grid';
import { gridAfter, type HistoryRow } from '../budget-revisions';

type Line = { budgetItemCode: string; description: string; months: number[] };

/**
 * One history row's grid as it stood after it (a save, a modification, a transfer, a confirmation), read only: the
 * cells that row changed (after the creation) are marked in bold with a dot, for the eye and for screen readers.
 */
export function BudgetRevisionDrawer({
  detail,
  row,
  onClose,
}: {
  detail: BudgetDetail;
  row: HistoryRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('budgets');
  const lang = useLang();
  const { cells, changed: moved } = row
    ? gridAfter(detail.history, row)
    : { cells: new Map<string, number>(), changed: new Set<string>() };
  // A budget's creation sets every cell: nothing to mark.
  const changed = row?.action === 'SAVE' ? new Set<string>() : moved;
  const names = new Map(detail.items.map((i) => [i.budgetItemCode, i.budgetItemDescription]));
  const codes = [...new Set([...cells.keys()].map((k) => k.split('|')[0]!))].sort();
  const lines: Line[] = codes.map((code) => ({
    budgetItemCode: code,
    description: names.get(code) ?? '',
    months: Array.from({ length: MONTHS }, (_, m) => cells.get(cellKey(code, m + 1)) ?? 0),
  }));

  const columns: TableColumnsType<Line> = [
    {
      title: t('field.budgetItem'),
      key: 'item',
      render: (_: unknown, line: Line) => (
        <>
          <div>{line.budgetItemCode}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.description}
          </Typography.Text>
        </>
      ),
    },
    ...detail.monthList.map((m) => ({
      title: m.display,
      key: `m${m.month}`,
      align: 'right' as const,
      render: (_: unknown, line: Line) => {
        const text = formatMoney(line.months[m.month - 1]!);
        return changed.has(cellKey(line.budgetItemCode, m.month)) ? (
          <Typography.Text strong aria-label={t('revision.changedCell', { amount: text })}>
            • {text}
          </Typography.Text>
        ) : (
          text
        );
      },
    })),
    {
      title: t('field.rowTotal'),
      key: 'total',
      align: 'right',
      render: (_: unknown, line: Line) => formatMoney(sum(line.months)),
    },
  ];

  return (
    <DocumentDrawer
      open={row !== null}
      onClose={onClose}
      size="large"
      title={
        row
          ? t('revision.title', {
              revision: row.revision,
              action: t(`history.actions.${row.action}`),
              when: formatDateTime(row.createdDate, lang),
            })
          : ''
      }
      state="ready"
    >
      {() => (
        <>
          {row?.reason && <Typography.Paragraph type="secondary">{row.reason}</Typography.Paragraph>}
          <MainTable<Line>
            columns={columns}
            dataSource={lines}
            rowKey="budgetItemCode"
            emptyText={t('revision.empty')}
            pagination={false}
            label={t('revision.tableLabel')}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>{t('grid.total')}</Typography.Text>
                </Table.Summary.Cell>
                {Array.from({ length: MONTHS }, (_, m) => (
                  <Table.Summary.Cell key={m} index={m + 1} align="right">
                    {formatMoney(sum(lines.map((l) => l.months[m]!)))}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={MONTHS + 1} align="right">
                  <Typography.Text strong data-testid="budget-revision-total">
                    {formatMoney(sum(lines.flatMap((l) => l.months)))}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {row?.action === 'SAVE'
              ? t('revision.created')
              : changed.size > 0
                ? t('revision.legend')
                : t('revision.unchanged')}
          </Typography.Paragraph>
        </>
      )}
    </DocumentDrawer>
  );
}

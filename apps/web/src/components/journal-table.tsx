import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JournalRow } from '@suanklang/shared';
import { formatDate } from './format';
import { MainTable } from './main-table';
import { useLang } from './use-lang';
import { money } from '../lib/months';

type JournalLine = JournalRow['lines'][number];

/** Decimal text summed exactly in satang. */
function sum(values: readonly string[]): string {
  const satang = values.reduce((total, value) => total + Math.round(Number(value) * 100), 0);
  return (satang / 100).toFixed(2);
}

/**
 * The postings of an invoice, one small debit/credit table per journal entry (the issue, then a reversal when it
 * was cancelled or credited), so the accountant sees which accounts it moved.
 */
export function JournalTables({ journals }: { journals: readonly JournalRow[] }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();

  if (journals.length === 0) {
    return <Typography.Text type="secondary">{t('journal.none')}</Typography.Text>;
  }

  const columns: TableColumnsType<JournalLine> = [
    {
      title: t('journal.account'),
      key: 'account',
      render: (_v, line) => `[${line.accountCode}] - ${line.accountDescription}`,
    },
    {
      title: t('journal.debit'),
      dataIndex: 'debit',
      key: 'debit',
      align: 'right',
      render: (value: string) => (Number(value) === 0 ? '' : money(value)),
    },
    {
      title: t('journal.credit'),
      dataIndex: 'credit',
      key: 'credit',
      align: 'right',
      render: (value: string) => (Number(value) === 0 ? '' : money(value)),
    },
  ];

  return (
    <>
      {journals.map((journal) => {
        const title = `${t(`journal.kind.${journal.kind}`)} ${journal.documentNo} · ${formatDate(journal.entryDate, lang)}`;
        return (
          <div key={`${journal.documentNo}-${journal.kind}`} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{title}</Typography.Text>
            <MainTable<JournalLine>
              label={title}
              columns={columns}
              dataSource={journal.lines}
              rowKey={(line) => `${line.accountCode}-${line.debit}-${line.credit}`}
              pagination={false}
              summary={(lines) => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <Typography.Text strong>{t('journal.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong>{money(sum(lines.map((line) => line.debit)))}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong>{money(sum(lines.map((line) => line.credit)))}</Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </div>
        );
      })}
    </>
  );
}

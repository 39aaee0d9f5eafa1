import { Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalStringToSatang, formatMoney, type ManualVoucherDetail } from '@suanklang/shared';
import { formatDate } from './format';
import { useLang } from './use-lang';
import { MainTable } from './main-table';
import { money } from '../lib/months';

type Line = ManualVoucherDetail['lines'][number];
const shown = (v: string) => (decimalStringToSatang(v) === 0 ? '' : money(v));

/** A journal voucher as typed: date, description and its debit and credit lines (the G/L drawer, approvals). */
export function JournalVoucherSummary({ voucher }: { voucher: ManualVoucherDetail }) {
  const { t } = useTranslation('general-ledger');
  const lang = useLang();
  const columns: TableColumnsType<Line> = [
    { title: t('field.account'), key: 'account', render: (_v, l) => `[${l.accountCode}] - ${l.accountName}` },
    {
      title: t('field.description'),
      dataIndex: 'description',
      key: 'description',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('voucher.unit'),
      dataIndex: 'unitCode',
      key: 'unitCode',
      render: (v: string | null) => v ?? '',
    },
    { title: t('field.debit'), dataIndex: 'debit', key: 'debit', align: 'right', render: shown },
    { title: t('field.credit'), dataIndex: 'credit', key: 'credit', align: 'right', render: shown },
  ];
  const total = formatMoney(decimalStringToSatang(voucher.total));
  return (
    <section aria-label={t('voucher.title')}>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'no', label: t('field.documentNo'), children: voucher.voucherNo },
          { key: 'date', label: t('field.entryDate'), children: formatDate(voucher.voucherDate, lang) },
          { key: 'description', label: t('field.description'), children: voucher.description, span: 2 },
        ]}
      />
      <div style={{ marginTop: 12 }}>
        <MainTable<Line>
          label={t('detail.lines')}
          columns={columns}
          dataSource={voucher.lines}
          rowKey="lineNo"
          pagination={false}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('field.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong>{total}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <Typography.Text strong>{total}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </div>
    </section>
  );
}

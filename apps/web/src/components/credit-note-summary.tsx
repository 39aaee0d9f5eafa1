import { Descriptions, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreditNoteApprovalDetail } from '@suanklang/shared';
import { formatDate } from './format';
import { useLang } from './use-lang';
import { formatBillingCycle, money } from '../lib/months';

type InvoiceLine = CreditNoteApprovalDetail['invoiceList'][number];

/** The credit-note detail used in approvals (001 s.3): header, and invoice lines or receipt amounts. */
export function CreditNoteSummary({ note }: { note: CreditNoteApprovalDetail }) {
  const { t } = useTranslation('approvals');
  const lang = useLang();
  const columns: TableColumnsType<InvoiceLine> = [
    { title: t('cn.invoiceNo'), dataIndex: 'invoiceNo', key: 'invoiceNo' },
    { title: t('cn.expenseType'), dataIndex: 'expenseTypeDescription', key: 'expenseTypeDescription' },
    {
      title: t('cn.period'),
      key: 'period',
      render: (_v, l) => formatBillingCycle(l.billingStart, l.billingEnd, lang),
    },
    {
      title: t('cn.amountExcludeVat'),
      dataIndex: 'amountExcludeVat',
      key: 'amountExcludeVat',
      align: 'right',
      render: money,
    },
    { title: t('cn.vat'), dataIndex: 'vat', key: 'vat', align: 'right', render: money },
    { title: t('cn.payAmount'), dataIndex: 'payAmount', key: 'payAmount', align: 'right', render: money },
  ];
  return (
    <section aria-label={t('cn.title')}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('cn.creditNoteNo')}>{note.creditNoteNo}</Descriptions.Item>
        <Descriptions.Item label={t('cn.type')}>{t(`cn.types.${note.creditNoteType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('cn.date')}>{formatDate(note.creditNoteDate, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('cn.unit')}>{note.unitCodeDescription}</Descriptions.Item>
        <Descriptions.Item label={t('cn.customer')}>{note.customerName}</Descriptions.Item>
        <Descriptions.Item label={t('cn.address')}>{note.customerAddress ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('cn.description')}>{note.description}</Descriptions.Item>
        <Descriptions.Item label={t('cn.grandTotal')}>{money(note.grandTotal)}</Descriptions.Item>
      </Descriptions>
      {note.creditNoteType === 1 ? (
        <Table<InvoiceLine>
          style={{ marginTop: 12 }}
          size="small"
          rowKey={(l) => `${l.invoiceNo}-${l.billingStart}-${l.expenseTypeDescription}-${l.payAmount}`}
          columns={columns}
          dataSource={note.invoiceList}
          pagination={false}
        />
      ) : note.receipt ? (
        <Descriptions style={{ marginTop: 12 }} size="small" column={1} bordered title={t('cn.receipt')}>
          <Descriptions.Item label={t('cn.receiptNo')}>{note.receipt.receiptNo}</Descriptions.Item>
          <Descriptions.Item label={t('cn.amountExcludeVat')}>
            {money(note.receipt.payAmountExcludeVat)}
          </Descriptions.Item>
          <Descriptions.Item label={t('cn.vat')}>{money(note.receipt.payAmountVat)}</Descriptions.Item>
          <Descriptions.Item label={t('cn.payAmount')}>
            {money(note.receipt.payAmountGrandtotal)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Button, Descriptions, Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  ReceiptDeductionRow,
  ReceiptDetail,
  ReceiptInvoiceLineRow,
  ReceiptPaymentRow,
} from '@suanklang/shared';
import { decimalStringToSatang, formatMoney } from '@suanklang/shared/money';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { useCodeLabel } from '../../../lib/code-label';
import { formatBillingCycle } from '../../../lib/months';
import { JournalTables } from '../../../components/journal-table';
import { useReceipt } from '../api/receipts';
import { ReceiptStatusTag } from './receipt-tags';

const amount = (text: string | null | undefined) => formatMoney(text ? decimalStringToSatang(text) : 0);

type ReceiptDetailDrawerProps = {
  receiptId: string | null;
  onClose: () => void;
  actions?: (detail: ReceiptDetail) => ReactNode;
};

/** What a payment line says besides its type and amount. */
function paymentDetail(row: ReceiptPaymentRow, lang: 'th' | 'en'): string {
  const account = `[${row.accountCode}] - ${row.accountCodeDescription ?? ''}`;
  const parts = [
    row.chequeNo,
    row.cardNoLast4 ? `****${row.cardNoLast4}` : null,
    row.cardName,
    row.date ? formatDate(row.date, lang) : null,
    account,
    row.accountNo,
    row.reference,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The receipt: header, invoice lines paid, deductions, payments and its journal (and reversal). */
export function ReceiptDetailDrawer({ receiptId, onClose, actions }: ReceiptDetailDrawerProps) {
  const { t } = useTranslation('receipts');
  const label = useCodeLabel();
  const lang = useLang();
  const detail = useReceipt(receiptId);
  const data = detail.data;

  const lineColumns: TableColumnsType<ReceiptInvoiceLineRow> = [
    { title: t('field.invoiceNo'), dataIndex: 'invoiceNo', key: 'invoiceNo' },
    { title: t('field.expenseType'), dataIndex: 'expenseTypeDescription', key: 'expenseType' },
    { title: t('field.description'), dataIndex: 'displayDescription', key: 'description' },
    {
      title: t('field.billingCycle'),
      key: 'cycle',
      render: (_v, row) => formatBillingCycle(row.billingStart, row.billingEnd, lang),
    },
    {
      title: t('field.amountExcludeVat'),
      dataIndex: 'amountExcludeVat',
      key: 'amountExcludeVat',
      align: 'right',
      render: amount,
    },
    { title: t('field.vat'), dataIndex: 'vat', key: 'vat', align: 'right', render: amount },
    { title: t('field.payAmount'), dataIndex: 'amount', key: 'amount', align: 'right', render: amount },
  ];
  const deductionColumns: TableColumnsType<ReceiptDeductionRow> = [
    {
      title: t('entry.type'),
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: ReceiptDeductionRow['kind']) => label('deductionKind', kind),
    },
    {
      title: t('entry.detail'),
      key: 'detail',
      render: (_v, row) =>
        [
          row.invoiceNo && row.lineNo ? `${row.invoiceNo} #${row.lineNo}` : null,
          row.accountCode,
          row.walletType !== null ? t(`wallet.${row.walletType}`) : null,
          row.description,
        ]
          .filter(Boolean)
          .join(' · ') || '-',
    },
    { title: t('entry.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: amount },
  ];
  const paymentColumns: TableColumnsType<ReceiptPaymentRow> = [
    {
      title: t('entry.type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: ReceiptPaymentRow['type']) => t(`entry.kind.${type}`),
    },
    { title: t('entry.detail'), key: 'detail', render: (_v, row) => paymentDetail(row, lang) },
    { title: t('entry.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: amount },
    {
      title: t('field.deposited'),
      dataIndex: 'deposited',
      key: 'deposited',
      render: (value: boolean) => (value ? t('yes') : '-'),
    },
  ];

  const loaded = data !== undefined && data.receiptId === receiptId;

  return (
    <DocumentDrawer
      open={receiptId !== null}
      onClose={onClose}
      title={data && loaded ? t('detail.title', { receiptNo: data.receiptNo }) : t('detail.loading')}
      state={documentState(detail, loaded)}
      footer={
        data && (
          <>
            {actions?.(data)}
            <Button onClick={onClose}>{t('entry.close')}</Button>
          </>
        )
      }
    >
      {data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
            <Descriptions.Item label={t('field.receiptNo')}>{data.receiptNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.receiptDate')}>
              {formatDate(data.receiptDate, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.unitCode')}>{data.unitCode}</Descriptions.Item>
            <Descriptions.Item
              label={t('field.customerName')}
            >{`${data.customerCode} - ${data.customerName}`}</Descriptions.Item>
            <Descriptions.Item label={t('field.customerAddress')}>
              {data.customerAddress ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.receiptType')}>
              {data.receiptTypeDescription}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <ReceiptStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.printCount')}>{data.printCount}</Descriptions.Item>
            <Descriptions.Item label={t('field.amountExcludeVat')}>
              {amount(data.amountExcludeVat)}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.vat')}>{amount(data.vat)}</Descriptions.Item>
            <Descriptions.Item label={t('field.grandTotal')}>{amount(data.grandTotal)}</Descriptions.Item>
            <Descriptions.Item label={t('summary.deductions')}>
              {amount(data.deductionTotal)}
            </Descriptions.Item>
            <Descriptions.Item label={t('summary.payments')}>{amount(data.paidTotal)}</Descriptions.Item>
            <Descriptions.Item label={t('field.walletTopUp')}>{amount(data.walletTopUp)}</Descriptions.Item>
            <Descriptions.Item label={t('field.remark')}>{data.remark ?? '-'}</Descriptions.Item>
            {data.cancelReason && (
              <Descriptions.Item label={t('field.cancelReason')}>{data.cancelReason}</Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('detail.invoices')}</Typography.Title>
            <MainTable<ReceiptInvoiceLineRow>
              columns={lineColumns}
              dataSource={data.lines}
              rowKey={(row) => `${row.invoiceId}-${row.lineNo}`}
              pagination={false}
              emptyText={t('form.noInvoices')}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('detail.deductions')}</Typography.Title>
            <MainTable<ReceiptDeductionRow>
              columns={deductionColumns}
              dataSource={data.deductions}
              rowKey={(row) =>
                `${row.kind}-${row.invoiceNo ?? ''}-${row.lineNo ?? ''}-${row.accountCode ?? ''}-${row.walletType ?? ''}-${row.amount}`
              }
              pagination={false}
              emptyText={t('form.noDeductions')}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('detail.payments')}</Typography.Title>
            <MainTable<ReceiptPaymentRow>
              columns={paymentColumns}
              dataSource={data.payments}
              rowKey="lineNo"
              pagination={false}
              emptyText={t('entry.empty')}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t('detail.journal')}</Typography.Title>
            <JournalTables journals={data.journals} />
          </div>
        </Space>
      )}
    </DocumentDrawer>
  );
}

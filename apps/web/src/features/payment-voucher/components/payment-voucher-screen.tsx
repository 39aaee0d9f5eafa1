import { useState } from 'react';
import { Button, Space, type TableColumnsType } from 'antd';
import { AuditOutlined, BankOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAYMENT_VOUCHER_STATUSES, type PaymentVoucherRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { useDocumentNoSearch } from '../../../components/document-no-address';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useSearchPaymentVoucher, type PaymentVoucherSearchParams } from '../api/payment-voucher';
import { PaymentVoucherDetailDrawer, PaymentVoucherStatusTag } from './payment-voucher-detail';
import { PaymentVoucherForm } from './payment-voucher-form';
import { BankExportModal } from './bank-export-modal';
import { TaxExportModal } from './tax-export-modal';
import { TaxFilingModal } from './tax-filing-modal';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The advanced search's values as the server's search body (number and supplier code upper-cased). */
export function toPaymentVoucherSearch(
  values: Record<string, unknown>,
  pageSize: number,
): PaymentVoucherSearchParams {
  const status = PAYMENT_VOUCHER_STATUSES.find((s) => s === values.status);
  return {
    paymentVoucherNo: text(values.paymentVoucherNo)?.toUpperCase(),
    supplierCode: text(values.supplierCode)?.toUpperCase(),
    status,
    dateFrom: text(values.paymentVoucherDateFrom),
    dateTo: text(values.paymentVoucherDateTo),
    pageSize,
  };
}

/** /views/payment-voucher: search vouchers, open one by its number, pay a supplier's requests, export the PND file. */
export function PaymentVoucherScreen() {
  const { t } = useTranslation(['payment-voucher', 'screens']);
  const initialSearch = useDocumentNoSearch('paymentVoucherNo');
  const lang = useLang();
  const canEdit = useRights().can('PAYMENT_VOUCHER_EDIT');
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [bankExporting, setBankExporting] = useState(false);
  const [filing, setFiling] = useState(false);

  const fields: SearchField[] = [
    { name: 'paymentVoucherNo', type: 'text', label: t('field.paymentVoucherNo'), maxLength: 20 },
    { name: 'supplierCode', type: 'text', label: t('field.supplierCode'), maxLength: 20 },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: PAYMENT_VOUCHER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    { name: 'paymentVoucherDate', type: 'dateRange', label: t('field.date') },
  ];

  const columns: TableColumnsType<PaymentVoucherRow> = [
    textColumn(t('field.paymentVoucherNo'), 'paymentVoucherNo'),
    dateColumn(t('field.date'), 'paymentVoucherDate', lang),
    {
      title: t('field.supplier'),
      key: 'supplier',
      render: (_v, r) => `${r.supplierCode} - ${r.supplierName}`,
    },
    moneyColumn(t('field.settled'), 'settled'),
    moneyColumn(t('field.wht'), 'wht'),
    moneyColumn(t('field.paid'), 'paid'),
    {
      title: t('field.status'),
      key: 'status',
      render: (_v, r) => <PaymentVoucherStatusTag status={r.status} />,
    },
  ];

  return (
    <DocumentListScreen<PaymentVoucherRow, PaymentVoucherSearchParams>
      initialSearch={initialSearch}
      title={t('screens:title.paymentVoucher')}
      searchFields={fields}
      upperCaseFields={['paymentVoucherNo', 'supplierCode']}
      toParams={toPaymentVoucherSearch}
      useSearch={useSearchPaymentVoucher}
      columns={columns}
      rowKey="paymentVoucherId"
      idOf={(r) => r.paymentVoucherNo}
      emptyText={t('empty')}
      toolbar={
        <Space wrap>
          <Button icon={<AuditOutlined />} id="tax-filing" onClick={() => setFiling(true)}>
            {t('filing.button')}
          </Button>
          {canEdit && (
            <>
              <Button icon={<ExportOutlined />} id="export-pnd" onClick={() => setExporting(true)}>
                {t('export.button')}
              </Button>
              <Button icon={<BankOutlined />} id="export-bank" onClick={() => setBankExporting(true)}>
                {t('bankExport.button')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                id="add-payment-voucher"
                onClick={() => setCreating(true)}
              >
                {t('add')}
              </Button>
            </>
          )}
          <TaxFilingModal open={filing} canEdit={canEdit} onClose={() => setFiling(false)} />
        </Space>
      }
      detail={(no, close) => <PaymentVoucherDetailDrawer paymentVoucherNo={no} onClose={close} />}
    >
      {({ open }) =>
        canEdit && (
          <>
            <EditorDrawer open={creating} title={t('form.title')} onClose={() => setCreating(false)}>
              <PaymentVoucherForm onSaved={(no) => open(no)} />
            </EditorDrawer>
            <TaxExportModal open={exporting} onClose={() => setExporting(false)} />
            <BankExportModal open={bankExporting} onClose={() => setBankExporting(false)} />
          </>
        )
      }
    </DocumentListScreen>
  );
}

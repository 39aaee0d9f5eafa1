import { useState } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import {
  ImportOutlined,
  PercentageOutlined,
  PlusOutlined,
  PrinterOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  billingMonth as billingMonthSchema,
  type InvoiceDetail,
  type InvoiceRow,
  type InvoiceStatus,
} from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { useDocumentNoSearch } from '../../../components/document-no-address';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useSearchInvoices, type InvoiceSearchParams } from '../api/search-invoices';
import { InvoiceImportDrawer } from './import/invoice-import-drawer';
import { InvoiceDetailDrawer } from './invoice-detail';
import { InvoiceForm } from './invoice-form';
import { InvoiceStatusTag, PaymentTags } from './invoice-tags';
import { formatBillingMonth, monthOptions } from '../../../lib/months';
import { PrintMonthModal } from './print-month-modal';
import { SurchargeDrawer } from './surcharge-drawer';
import { WalletDrawer } from './wallet-drawer';

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The search values of the AdvanceSearch as the search body (first page). */
export function toInvoiceSearch(values: Record<string, unknown>, pageSize: number): InvoiceSearchParams {
  return {
    invoiceNo: text(values.invoiceNo)?.toUpperCase(),
    unitCode: text(values.unitCode)?.toUpperCase(),
    customerName: text(values.customerName),
    status: oneOf<InvoiceStatus>(INVOICE_STATUSES, values.status),
    paymentStatus: oneOf<PaymentStatus>(PAYMENT_STATUSES, values.paymentStatus),
    billingMonth: billingMonthSchema.safeParse(values.billingMonth).success
      ? (values.billingMonth as string)
      : undefined,
    invoiceDateFrom: text(values.invoiceDateFrom),
    invoiceDateTo: text(values.invoiceDateTo),
    overdueOnly: values.overdueOnly === true ? true : undefined,
    pageSize,
  };
}

/**
 * /views/invoice: search the invoices, open one (lines, journal, print, issue, cancel a draft), write a manual
 * invoice, print a month, preview and create late-payment surcharges, import invoices. `?billingMonth=YYYY-MM`
 * opens the list filtered by that month (from a billing run).
 */
export function InvoicesScreen() {
  const { t } = useTranslation(['invoices', 'screens']);
  const lang = useLang();
  const canEdit = useRights().can('INVOICE_EDIT');
  // The wallet reads (GET /wallets, /wallets/type) are guarded by RECEIPT on the server.
  const canSeeWallets = useRights().can('RECEIPT');
  const [searchParams] = useSearchParams();
  const byNo = useDocumentNoSearch('invoiceNo');
  const [initialValues] = useState(() => {
    const month = searchParams.get('billingMonth');
    return { ...(billingMonthSchema.safeParse(month).success ? { billingMonth: month } : {}), ...byNo };
  });
  const [editing, setEditing] = useState<InvoiceDetail | null | undefined>(undefined);
  const [printing, setPrinting] = useState(false);
  const [surcharging, setSurcharging] = useState(false);
  const [walletOpen, setWalletOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const searchFields: SearchField[] = [
    { name: 'invoiceNo', type: 'text', label: t('field.invoiceNo'), maxLength: 20 },
    { name: 'unitCode', type: 'text', label: t('field.unitCode'), maxLength: 20 },
    { name: 'customerName', type: 'text', label: t('field.customerName'), maxLength: 100 },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
    {
      name: 'paymentStatus',
      type: 'dropdown',
      label: t('field.paymentStatus'),
      options: PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) })),
    },
    { name: 'billingMonth', type: 'dropdown', label: t('field.billingMonth'), options: monthOptions(lang) },
    { name: 'invoiceDate', type: 'dateRange', label: t('field.invoiceDate') },
    { name: 'overdueOnly', type: 'checkbox', label: t('search.overdueOnly') },
  ];

  const columns: TableColumnsType<InvoiceRow> = [
    {
      title: t('field.invoiceNo'),
      dataIndex: 'invoiceNo',
      key: 'invoiceNo',
      render: (value: string | null) =>
        value ?? <Typography.Text type="secondary">{t('noNumber')}</Typography.Text>,
    },
    textColumn(t('field.unitCode'), 'unitCode'),
    textColumn(t('field.customerName'), 'customerName'),
    dateColumn(t('field.invoiceDate'), 'invoiceDate', lang),
    dateColumn(t('field.dueDate'), 'dueDate', lang),
    {
      title: t('field.billingMonth'),
      dataIndex: 'billingMonth',
      key: 'billingMonth',
      render: (value: string) => formatBillingMonth(value, lang),
    },
    moneyColumn(t('field.grandTotal'), 'grandTotal'),
    moneyColumn(t('field.outstanding'), 'outstanding'),
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: InvoiceStatus) => <InvoiceStatusTag status={value} />,
    },
    { title: t('field.paymentStatus'), key: 'paymentStatus', render: (_v, row) => <PaymentTags row={row} /> },
    { title: t('field.printCount'), dataIndex: 'printCount', key: 'printCount', align: 'right' },
  ];

  return (
    <DocumentListScreen<InvoiceRow, InvoiceSearchParams>
      title={t('screens:title.invoice')}
      searchFields={searchFields}
      initialSearch={initialValues}
      upperCaseFields={['unitCode']}
      collapsedCount={6}
      toParams={toInvoiceSearch}
      useSearch={useSearchInvoices}
      columns={columns}
      rowKey="invoiceId"
      idOf={(row) => row.invoiceId}
      emptyText={t('empty')}
      toolbar={
        <>
          <Button icon={<PrinterOutlined />} id="print-month" onClick={() => setPrinting(true)}>
            {t('printMonth.button')}
          </Button>
          <Button icon={<PercentageOutlined />} id="surcharge" onClick={() => setSurcharging(true)}>
            {t('surcharge.button')}
          </Button>
          {canSeeWallets && (
            <Button icon={<WalletOutlined />} id="customer-wallet" onClick={() => setWalletOpen(true)}>
              {t('wallet.button')}
            </Button>
          )}
          {canEdit && (
            <Button icon={<ImportOutlined />} id="import-invoices" onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
          )}
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} id="add-invoice" onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          )}
        </>
      }
      detail={(invoiceId, close) => (
        <InvoiceDetailDrawer
          invoiceId={invoiceId}
          canEdit={canEdit}
          onClose={close}
          onEditDraft={(detail) => {
            close();
            setEditing(detail);
          }}
        />
      )}
    >
      {({ open, params }) => (
        <>
          <EditorDrawer
            open={editing !== undefined}
            title={editing ? t('form.editTitle') : t('form.newTitle')}
            onClose={() => setEditing(undefined)}
          >
            <InvoiceForm draft={editing ?? null} onSaved={(invoiceId) => open(invoiceId)} />
          </EditorDrawer>
          <PrintMonthModal open={printing} month={params.billingMonth} onClose={() => setPrinting(false)} />
          <SurchargeDrawer open={surcharging} canEdit={canEdit} onClose={() => setSurcharging(false)} />
          {canSeeWallets && (
            <WalletDrawer open={walletOpen} canEdit={canEdit} onClose={() => setWalletOpen(false)} />
          )}
          {canEdit && <InvoiceImportDrawer open={importing} onClose={() => setImporting(false)} />}
        </>
      )}
    </DocumentListScreen>
  );
}

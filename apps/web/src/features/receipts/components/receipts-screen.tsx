import { useState } from 'react';
import { Button, type MenuProps, type TableColumnsType } from 'antd';
import { EyeOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '../../../components/advance-search';
import { DocumentListScreen, RowMenu } from '../../../components/document-list-screen';
import { useDocumentNoSearch } from '../../../components/document-no-address';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { RECEIPT_STATUSES, type ReceiptRow } from '@suanklang/shared';
import { printReceipt, useSearchReceipts, type ReceiptSearchParams } from '../api/receipts';
import { CancelReceiptPanel, RemarkPanel, RenamePanel, ReprintPanel, type ReceiptRef } from './action-panels';
import { ReceiptDetailDrawer } from './receipt-detail';
import { ReceiptStatusTag } from './receipt-tags';
import { ReceivePaymentForm } from './receive-payment/receive-payment-form';

const STATUSES = RECEIPT_STATUSES;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The search values of the AdvanceSearch as the search body (first page); numbers and units upper-cased. */
export function toReceiptSearch(values: Record<string, unknown>, pageSize: number): ReceiptSearchParams {
  const status = STATUSES.find((s) => s === values.status);
  return {
    receiptNo: text(values.receiptNo)?.toUpperCase(),
    unitCode: text(values.unitCode)?.toUpperCase(),
    customerName: text(values.customerName),
    status,
    receiptDateFrom: text(values.receiptDateFrom),
    receiptDateTo: text(values.receiptDateTo),
    pageSize,
  };
}

type Action = 'detail' | 'print' | 'reprint' | 'cancel' | 'rename' | 'remark';

/**
 * /views/receipt: search the receipts, open one (invoices paid, deductions, payments, journal), print, reprint
 * with a reason, cancel with a reason, rename by customer number, update the remark; receive a payment.
 */
export function ReceiptsScreen() {
  const { t } = useTranslation(['receipts', 'screens']);
  const initialSearch = useDocumentNoSearch('receiptNo');
  const lang = useLang();
  const canEdit = useRights().can('RECEIPT_EDIT');
  const [receiving, setReceiving] = useState(false);
  const [reprinting, setReprinting] = useState<ReceiptRef | null>(null);
  const [cancelling, setCancelling] = useState<ReceiptRef | null>(null);
  const [renaming, setRenaming] = useState<ReceiptRef | null>(null);
  const [remarking, setRemarking] = useState<ReceiptRef | null>(null);

  const searchFields: SearchField[] = [
    { name: 'receiptNo', type: 'text', label: t('field.receiptNo'), maxLength: 20 },
    { name: 'unitCode', type: 'text', label: t('field.unitCode'), maxLength: 20 },
    { name: 'customerName', type: 'text', label: t('field.customerName'), maxLength: 100 },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    { name: 'receiptDate', type: 'dateRange', label: t('field.receiptDate') },
  ];

  function act(
    action: Action,
    row: { receiptId: string; receiptNo: string; remark?: string | null },
    open?: () => void,
  ) {
    const ref: ReceiptRef = {
      receiptId: row.receiptId,
      receiptNo: row.receiptNo,
      remark: row.remark ?? null,
    };
    if (action === 'detail') open?.();
    if (action === 'print') void printReceipt(row.receiptId, lang).catch(() => undefined);
    if (action === 'reprint') setReprinting(ref);
    if (action === 'cancel') setCancelling(ref);
    if (action === 'rename') setRenaming(ref);
    if (action === 'remark') setRemarking(ref);
  }

  function menuOf(row: ReceiptRow): NonNullable<MenuProps['items']> {
    const issued = row.status === 'ISSUED';
    return [
      { key: 'detail', label: t('action.detail') },
      { key: 'print', label: t('action.print'), disabled: !issued },
      { key: 'reprint', label: t('action.reprint'), disabled: !issued },
      ...(canEdit
        ? [
            { key: 'rename', label: t('action.rename'), disabled: !issued },
            { key: 'remark', label: t('action.remark') },
            { key: 'cancel', label: t('action.cancel'), danger: true, disabled: !issued },
          ]
        : []),
    ];
  }

  const rowActions = (row: ReceiptRow, open: () => void) => (
    <>
      <Button
        type="text"
        size="small"
        icon={<PrinterOutlined />}
        aria-label={t('action.printOf', { receiptNo: row.receiptNo })}
        disabled={row.status !== 'ISSUED'}
        onClick={() => act('print', row)}
      />
      <RowMenu
        label={t('action.moreOf', { receiptNo: row.receiptNo })}
        items={menuOf(row)}
        onChoose={(key) => act(key as Action, row, open)}
      />
    </>
  );

  const columns: TableColumnsType<ReceiptRow> = [
    textColumn(t('field.receiptNo'), 'receiptNo'),
    dateColumn(t('field.receiptDate'), 'receiptDate', lang),
    textColumn(t('field.unitCode'), 'unitCode'),
    textColumn(t('field.customerName'), 'customerName'),
    textColumn(t('field.receiptType'), 'receiptTypeDescription', 'receiptType'),
    moneyColumn(t('field.grandTotal'), 'grandTotal'),
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: 'ISSUED' | 'CANCELLED') => <ReceiptStatusTag status={value} />,
    },
    { title: t('field.printCount'), dataIndex: 'printCount', key: 'printCount', align: 'right' },
  ];

  return (
    <DocumentListScreen<ReceiptRow, ReceiptSearchParams>
      initialSearch={initialSearch}
      title={t('screens:title.receipt')}
      searchFields={searchFields}
      upperCaseFields={['unitCode']}
      toParams={toReceiptSearch}
      useSearch={useSearchReceipts}
      columns={columns}
      rowKey="receiptId"
      rowActions={{ width: 96, render: rowActions }}
      idOf={(row) => row.receiptId}
      emptyText={t('empty')}
      toolbar={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            id="receive-payment"
            onClick={() => setReceiving(true)}
          >
            {t('form.newTitle')}
          </Button>
        )
      }
      detail={(receiptId, close) => (
        <ReceiptDetailDrawer
          receiptId={receiptId}
          onClose={close}
          actions={(detail) =>
            detail.status === 'ISSUED' ? (
              <>
                <Button icon={<PrinterOutlined />} onClick={() => act('print', detail)}>
                  {t('action.print')}
                </Button>
                <Button onClick={() => act('reprint', detail)}>{t('action.reprint')}</Button>
                {canEdit && <Button onClick={() => act('rename', detail)}>{t('action.rename')}</Button>}
                {canEdit && <Button onClick={() => act('remark', detail)}>{t('action.remark')}</Button>}
                {canEdit && (
                  <Button danger onClick={() => act('cancel', detail)}>
                    {t('action.cancel')}
                  </Button>
                )}
              </>
            ) : (
              <Button icon={<EyeOutlined />} disabled>
                {t('status.CANCELLED')}
              </Button>
            )
          }
        />
      )}
    >
      <EditorDrawer open={receiving} title={t('form.newTitle')} onClose={() => setReceiving(false)}>
        <ReceivePaymentForm />
      </EditorDrawer>
      <ReprintPanel receipt={reprinting} onClose={() => setReprinting(null)} />
      <CancelReceiptPanel receipt={cancelling} onClose={() => setCancelling(null)} />
      <RenamePanel receipt={renaming} onClose={() => setRenaming(null)} />
      <RemarkPanel receipt={remarking} onClose={() => setRemarking(null)} />
    </DocumentListScreen>
  );
}

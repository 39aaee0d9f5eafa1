import { useState } from 'react';
import { Button, Flex, Tabs, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_SOURCES, DEPOSIT_STATUSES, type DepositRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { API_DATE_FORMAT } from '../../../components/format';
import { DocumentListScreen } from '../../../components/document-list-screen';
import { useDocumentNoSearch } from '../../../components/document-no-address';
import { dateColumn, moneyColumn, textColumn } from '../../../components/document-columns';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useRights } from '../../../lib/property/rights';
import { useSearchDeposits, type DepositSearchParams } from '../api/deposits-api';
import { BillPaymentPanel } from './bill-payment-panel';
import { DepositCreateDrawer } from './deposit-create-drawer';
import { DepositDetailDrawer } from './deposit-detail';
import { DepositStatusTag } from './deposit-tags';

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function toDepositSearch(values: Record<string, unknown>, pageSize: number): DepositSearchParams {
  return {
    depositNo: text(values.depositNo)?.toUpperCase(),
    status: oneOf(DEPOSIT_STATUSES, values.status),
    source: oneOf(DEPOSIT_SOURCES, values.source),
    depositDateFrom: text(values.depositDateFrom),
    depositDateTo: text(values.depositDateTo),
    pageSize,
  };
}

/** The list opens on this month's slips (the server lists them newest first, a page at a time). */
export function thisMonthDeposits(today = dayjs()): Record<string, string> {
  return {
    depositDateFrom: today.startOf('month').format(API_DATE_FORMAT),
    depositDateTo: today.endOf('month').format(API_DATE_FORMAT),
  };
}

/**
 * /views/deposit: bank deposits of the cash and cheques receipts collected (list, search, create, detail with its
 * journal, print, cancel) and, on the second tab, the bill-payment (mPay) file reconciliation.
 */
export function DepositsScreen() {
  const { t } = useTranslation('deposits');
  const noSearch = useDocumentNoSearch('depositNo');
  // A link to one slip searches its number over every month; otherwise the month's slips, not the whole history.
  const [initialSearch] = useState(() => (Object.keys(noSearch).length > 0 ? noSearch : thisMonthDeposits()));
  const lang = useLang();
  const canEdit = useRights().can('DEPOSIT_EDIT');
  const [creating, setCreating] = useState(false);

  const fields: SearchField[] = [
    { name: 'depositNo', type: 'text', label: t('field.depositNo'), maxLength: 20 },
    { name: 'depositDate', type: 'dateRange', label: t('field.depositDate') },
    {
      name: 'status',
      type: 'dropdown',
      label: t('field.status'),
      options: DEPOSIT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      name: 'source',
      type: 'dropdown',
      label: t('field.source'),
      options: DEPOSIT_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) })),
    },
  ];

  const columns: TableColumnsType<DepositRow> = [
    textColumn(t('field.depositNo'), 'depositNo'),
    dateColumn(t('field.depositDate'), 'depositDate', lang),
    {
      title: t('field.bankAccount'),
      key: 'bank',
      render: (_v, r) => `${r.bankAccountCode} ${r.bankAccountDescription ?? ''}`,
    },
    {
      title: t('field.source'),
      dataIndex: 'source',
      key: 'source',
      render: (v: DepositRow['source']) => t(`source.${v}`),
    },
    moneyColumn(t('field.cashAmount'), 'cashAmount'),
    moneyColumn(t('field.chequeAmount'), 'chequeAmount'),
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      // A slip with a returned cheque keeps its amount; what it brought into the bank is shown under it.
      render: (v: string, r) =>
        r.returnedAmount === '0.00' ? (
          money(v)
        ) : (
          <Flex vertical align="end">
            {money(v)}
            <Typography.Text type="danger" id={`deposit-net-${r.depositId}`}>
              {t('field.netAmount')} {money(r.netAmount)}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: DepositRow['status']) => <DepositStatusTag status={v} />,
    },
    { title: t('field.printCount'), dataIndex: 'printCount', key: 'printCount', align: 'right' },
  ];

  return (
    <DocumentListScreen<DepositRow, DepositSearchParams>
      initialSearch={initialSearch}
      title={t('title')}
      searchFields={fields}
      upperCaseFields={['depositNo']}
      toParams={toDepositSearch}
      useSearch={useSearchDeposits}
      columns={columns}
      rowKey="depositId"
      idOf={(row) => row.depositId}
      emptyText={t('empty')}
      toolbar={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} id="add-deposit" onClick={() => setCreating(true)}>
            {t('add')}
          </Button>
        )
      }
      frame={(list) => (
        <Tabs
          items={[
            { key: 'deposits', label: t('tab.deposits'), children: list },
            ...(canEdit
              ? [{ key: 'mpay', label: t('tab.billPayment'), children: <BillPaymentPanel /> }]
              : []),
          ]}
        />
      )}
      detail={(depositId, close) => (
        <DepositDetailDrawer depositId={depositId} canEdit={canEdit} onClose={close} />
      )}
    >
      {({ open }) =>
        canEdit && (
          <DepositCreateDrawer
            open={creating}
            onClose={() => setCreating(false)}
            onSaved={(id) => open(id)}
          />
        )
      }
    </DocumentListScreen>
  );
}

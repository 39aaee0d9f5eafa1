import { useState } from 'react';
import { Button, Descriptions, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type DepositDetail, type DepositItemRow } from '@suanklang/shared';
import { showSuccess } from '../../../components/dialogs';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate, formatDateTime } from '../../../components/format';
import { MainTable } from '../../../components/main-table';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { useCodeLabel } from '../../../lib/code-label';
import { money } from '../../../lib/months';
import { JournalTables } from '../../../components/journal-table';
import { printDeposit, useCancelDeposit, useDeposit } from '../api/deposits-api';
import { DepositStatusTag } from './deposit-tags';

type Props = { depositId: string | null; canEdit: boolean; onClose: () => void };

/** One deposit: header, the payments it took, its journal; print the slip, cancel with a reason. */
export function DepositDetailDrawer({ depositId, canEdit, onClose }: Props) {
  const { t } = useTranslation('deposits');
  const query = useDeposit(depositId);
  const detail = query.data;
  const loaded = detail !== undefined && detail.depositId === depositId;
  return (
    <DocumentDrawer
      open={depositId !== null}
      onClose={onClose}
      title={(loaded && detail?.depositNo) || t('detail.title')}
      state={documentState(query, loaded)}
      errorText={t('detail.loadFailed')}
    >
      {detail && <DetailBody detail={detail} canEdit={canEdit} />}
    </DocumentDrawer>
  );
}

function DetailBody({ detail, canEdit }: { detail: DepositDetail; canEdit: boolean }) {
  const { t } = useTranslation('deposits');
  const label = useCodeLabel();
  const lang = useLang();
  const [cancelling, setCancelling] = useState(false);
  const [printing, setPrinting] = useState<'th' | 'en' | null>(null);

  async function print(docLang: 'th' | 'en') {
    setPrinting(docLang);
    try {
      await printDeposit(detail.depositId, docLang);
    } catch {
      // The client's error dialog said why.
    } finally {
      setPrinting(null);
    }
  }

  // A deposit whose cheque came back returned keeps its slip: the server refuses to cancel it (JV104).
  const returnedAny = detail.items.some((i) => i.returnedAt !== null);

  const columns: TableColumnsType<DepositItemRow> = [
    { title: t('field.receiptNo'), dataIndex: 'receiptNo', key: 'receiptNo' },
    {
      title: t('field.receiptDate'),
      dataIndex: 'receiptDate',
      key: 'receiptDate',
      render: (v: string) => formatDate(v, lang),
    },
    { title: t('field.unitCode'), dataIndex: 'unitCode', key: 'unitCode' },
    {
      title: t('field.paymentType'),
      dataIndex: 'paymentType',
      key: 'paymentType',
      render: (v: DepositItemRow['paymentType']) => label('paymentType', v),
    },
    {
      title: t('field.chequeNo'),
      dataIndex: 'chequeNo',
      key: 'chequeNo',
      render: (v: string | null) => v ?? '',
    },
    { title: t('field.amount'), dataIndex: 'amount', key: 'amount', align: 'right', render: money },
    {
      title: '',
      dataIndex: 'returnedAt',
      key: 'returnedAt',
      render: (v: string | null) =>
        v ? <Tag color="red">{t('item.returned', { date: formatDate(v, lang) })}</Tag> : null,
    },
  ];

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button icon={<PrinterOutlined />} loading={printing === 'th'} onClick={() => void print('th')}>
          {t('detail.print')}
        </Button>
        <Button icon={<PrinterOutlined />} loading={printing === 'en'} onClick={() => void print('en')}>
          {t('detail.printEn')}
        </Button>
        {canEdit && detail.status === 'POSTED' && detail.source === 'COUNTER' && !returnedAny && (
          <Button danger icon={<StopOutlined />} id="cancel-deposit" onClick={() => setCancelling(true)}>
            {t('detail.cancel')}
          </Button>
        )}
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          { key: 'no', label: t('field.depositNo'), children: detail.depositNo },
          { key: 'date', label: t('field.depositDate'), children: formatDate(detail.depositDate, lang) },
          {
            key: 'bank',
            label: t('field.bankAccount'),
            children: `${detail.bankAccountCode} ${detail.bankAccountDescription ?? ''}`,
          },
          { key: 'status', label: t('field.status'), children: <DepositStatusTag status={detail.status} /> },
          { key: 'source', label: t('field.source'), children: t(`source.${detail.source}`) },
          { key: 'amount', label: t('field.amount'), children: money(detail.amount) },
          { key: 'cash', label: t('field.cashAmount'), children: money(detail.cashAmount) },
          { key: 'cheque', label: t('field.chequeAmount'), children: money(detail.chequeAmount) },
          ...(detail.returnedAmount !== '0.00'
            ? [
                { key: 'returned', label: t('field.returnedAmount'), children: money(detail.returnedAmount) },
                { key: 'net', label: t('field.netAmount'), children: money(detail.netAmount) },
              ]
            : []),
          { key: 'remark', label: t('field.remark'), children: detail.remark ?? '-' },
          {
            key: 'by',
            label: t('field.createdBy'),
            children: `${detail.createdBy ?? '-'} ${formatDateTime(detail.createdDate, lang)}`,
          },
          ...(detail.cancelReason
            ? [{ key: 'reason', label: t('field.cancelReason'), children: detail.cancelReason }]
            : []),
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('detail.items')}
      </Typography.Title>
      <MainTable<DepositItemRow>
        columns={columns}
        dataSource={detail.items}
        rowKey="receiptPaymentId"
        pagination={false}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('detail.journal')}
      </Typography.Title>
      <JournalTables journals={detail.journals} />
      <CancelDepositPanel
        open={cancelling}
        depositId={detail.depositId}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}

function CancelDepositPanel({
  open,
  depositId,
  onClose,
}: {
  open: boolean;
  depositId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('deposits');
  const cancel = useCancelDeposit();
  return (
    <ReasonPanel
      open={open}
      title={t('cancel.title')}
      warning={t('cancel.message')}
      reasonLabel={t('cancel.reason')}
      actionLabel={t('cancel.confirm')}
      actionId="cancel-deposit-confirm"
      formName="cancelDeposit"
      danger
      busy={cancel.isPending}
      reasonCodes={['JV103', 'JV104', 'JV114']}
      onSubmit={async (reason) => {
        await cancel.mutateAsync({ depositId, reason });
        showSuccess(t('cancel.done'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

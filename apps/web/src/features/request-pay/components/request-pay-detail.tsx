import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Space, Table, Tag, type TableColumnsType } from 'antd';
import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  REQUEST_PAY_CANCEL_LIKE_STATUSES,
  WALLET_TYPE_LABELS,
  type RequestPayDetail,
} from '@suanklang/shared';
import { ApprovalFlowCard } from '../../../components/approval-flow-card';
import { AttachmentsCard } from '../../../components/attachments-card';
import { confirmSure, showSuccess } from '../../../components/dialogs';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { formatDate, formatDateTime } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { money } from '../../../lib/months';
import { useRights } from '../../../lib/property/rights';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useCancelRequestPay, useRequestPay, useUploadRequestPayFiles } from '../api/request-pay';
import { RequestPayForm } from './request-pay-form';

const STATUS_COLOR: Record<number, string> = {
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'blue',
  6: 'default',
};

/** A status with its name in the screen's language (001 s.4). */
export function RequestPayStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('request-pay');
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'}>
      {t(`status.${status}`, { defaultValue: String(status) })}
    </Tag>
  );
}

/** Changed in place only while pending and before any step approved it (the server refuses with RQ006). */
export const isEditable = (r: RequestPayDetail) =>
  r.status === 1 && !(r.approval?.details ?? []).some((d) => d.status === 1);

/** Withdraws a pending request or reverses an approved one; a paid one waits for its voucher's cancel. */
const isCancellable = (r: RequestPayDetail) => r.status === 1 || r.status === 2;

function LinesCard({ request }: { request: RequestPayDetail }) {
  const { t } = useTranslation('request-pay');
  const lang = useLang();
  type Line = RequestPayDetail['lines'][number];
  const columns: TableColumnsType<Line> = [
    { title: '#', dataIndex: 'lineNo', key: 'lineNo', width: 48 },
    ...(request.requestType === 3 || request.requestType === 4
      ? [{ title: t('field.expenseType'), dataIndex: 'expenseTypeCode', key: 'expenseTypeCode' }]
      : []),
    ...(request.requestType === 5
      ? [{ title: t('field.invoice'), dataIndex: 'invoiceNo', key: 'invoiceNo' }]
      : []),
    ...(request.requestType === 10
      ? [{ title: t('field.receipt'), dataIndex: 'receiptNo', key: 'receiptNo' }]
      : []),
    ...(request.requestType === 2 || request.requestType === 5
      ? [
          {
            title: t('field.wallet'),
            key: 'walletType',
            render: (_v: unknown, l: Line) =>
              WALLET_TYPE_LABELS.find((w) => w.code === l.walletType)?.[lang] ?? '',
          },
        ]
      : []),
    ...(request.requestType === 6
      ? [{ title: t('field.budgetItem'), dataIndex: 'budgetItemCode', key: 'budgetItemCode' }]
      : []),
    {
      title: t('field.account'),
      key: 'account',
      render: (_v, l) => `${l.accountCode} - ${l.accountName}`,
    },
    { title: t('field.lineDescription'), dataIndex: 'description', key: 'description' },
    {
      title: t('field.amountExcludeVat'),
      dataIndex: 'amountExcludeVat',
      key: 'amountExcludeVat',
      align: 'right',
      render: money,
    },
    { title: t('field.vat'), dataIndex: 'vat', key: 'vat', align: 'right', render: money },
    {
      title: t('field.grandTotal'),
      dataIndex: 'grandTotal',
      key: 'grandTotal',
      align: 'right',
      render: money,
    },
    {
      title: t('field.whtEstimate'),
      key: 'wht',
      align: 'right',
      render: (_v, l) =>
        l.whtRate ? `${money(l.wht)} (${l.whtRate}% ${l.whtIncomeRow ?? ''})` : money(l.wht),
    },
  ];
  return (
    <Card size="small" title={t('detail.lines')}>
      <Table<Line>
        size="small"
        rowKey="lineNo"
        columns={columns}
        dataSource={request.lines}
        pagination={false}
        scroll={{ x: true }}
      />
    </Card>
  );
}

/**
 * The request opened by its number: main card (payee, type, amounts), lines, attachments (folder PO, none once
 * PAID or CANCELLED), approval steps; edit while no step approved it, cancel with a reason and a confirmation.
 */
export function RequestPayDetailDrawer({
  requestPayNo,
  onClose,
}: {
  requestPayNo: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['request-pay', 'common']);
  const lang = useLang();
  const rights = useRights();
  const canEdit = rights.can('REQUEST_PAY_EDIT');
  const query = useRequestPay(requestPayNo);
  const upload = useUploadRequestPayFiles();
  const cancel = useCancelRequestPay();
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const request = query.data;

  // A failed load shows the server's message (the client's notifier) and closes the panel (000 s.8).
  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);

  const loaded = request !== undefined && request.requestPayNo === requestPayNo;
  const noMoreFiles = request ? REQUEST_PAY_CANCEL_LIKE_STATUSES.includes(request.status) : true;

  return (
    <DocumentDrawer
      open={requestPayNo !== null}
      title={request && loaded ? `${t('detail.title')} ${request.requestPayNo}` : t('detail.title')}
      onClose={onClose}
      state={documentState(query, loaded)}
      footer={
        request &&
        canEdit && (
          <Space>
            {isEditable(request) && (
              <Button icon={<EditOutlined />} id="edit-request-pay" onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
            )}
            {isCancellable(request) && (
              <Button
                danger
                icon={<StopOutlined />}
                id="cancel-request-pay"
                onClick={() => setCancelling(true)}
              >
                {t('cancel.button')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {request && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card size="small" title={t('detail.main')}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('field.status')}>
                <RequestPayStatusTag status={request.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('field.type')}>
                {request.requestPayTypeDescription}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.date')}>
                {formatDate(request.requestPayDate, lang)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.supplier')}>
                {request.supplierCode} - {request.supplierName}
              </Descriptions.Item>
              {request.supplierAddress && (
                <Descriptions.Item label={t('field.address')}>{request.supplierAddress}</Descriptions.Item>
              )}
              <Descriptions.Item label={t('field.vatMode')}>
                {t(`vatModes.${request.vatMode}`)}
              </Descriptions.Item>
              {request.referenceNo && (
                <Descriptions.Item label={t('field.referenceNo')}>{request.referenceNo}</Descriptions.Item>
              )}
              {request.budgetYear !== null && request.budgetMonth !== null && (
                <Descriptions.Item label={t('field.budgetPeriod')}>
                  {t('form.budgetPeriod', { month: request.budgetMonth, year: request.budgetYear })}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('field.description')}>{request.description}</Descriptions.Item>
              <Descriptions.Item label={t('field.amountExcludeVat')}>
                {money(request.amountExcludeVat)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.vat')}>{money(request.vat)}</Descriptions.Item>
              <Descriptions.Item label={t('field.grandTotal')}>{money(request.grandTotal)}</Descriptions.Item>
              <Descriptions.Item label={t('field.whtEstimate')}>{money(request.wht)}</Descriptions.Item>
              {request.advanceRequestPayNo && (
                <Descriptions.Item label={t('field.advance')}>
                  {request.advanceRequestPayNo}
                </Descriptions.Item>
              )}
              {request.clearingRequestPayNo && (
                <Descriptions.Item label={t('field.clearing')}>
                  {request.clearingRequestPayNo}
                </Descriptions.Item>
              )}
              {request.pettyCash && (
                <Descriptions.Item label={t('field.pettyCash')}>
                  {t(`pettyCashKinds.${request.pettyCash}`)}
                </Descriptions.Item>
              )}
              {request.receiptNo && (
                <Descriptions.Item label={t('field.receipt')}>{request.receiptNo}</Descriptions.Item>
              )}
              {request.unitCode && (
                <Descriptions.Item label={t('field.unit')}>{request.unitCode}</Descriptions.Item>
              )}
              {request.damages && (
                <Descriptions.Item label={t('field.damages')}>
                  {money(request.damages)} ({request.damagesAccountCode})
                </Descriptions.Item>
              )}
              {request.payable !== request.grandTotal && (
                <Descriptions.Item label={t('field.payable')}>{money(request.payable)}</Descriptions.Item>
              )}
              <Descriptions.Item label={t('field.createdBy')}>
                {request.createdBy ?? '-'} {formatDateTime(request.createdDate, lang)}
              </Descriptions.Item>
              {request.reason && (
                <Descriptions.Item label={t('field.reason')}>{request.reason}</Descriptions.Item>
              )}
            </Descriptions>
          </Card>
          <LinesCard request={request} />
          <AttachmentsCard
            title={t('files.title')}
            stored={request.files}
            disabled={noMoreFiles || !canEdit}
            canDownload={rights.can('DOWNLOAD')}
            upload={(files) => upload.mutateAsync({ requestPayNo: request.requestPayNo, files })}
            uploading={upload.isPending}
            uploadLabel={t('files.save')}
            uploadedMessage={t('files.uploaded')}
            uploadId="upload-files"
          />
          <ApprovalFlowCard flow={request.approval} />
          <ReasonPanel
            open={cancelling}
            title={t('cancel.title')}
            warning={t('cancel.message')}
            reasonLabel={t('cancel.reason')}
            requiredMessage={t('cancel.reasonRequired')}
            actionLabel={t('cancel.confirm')}
            actionId="cancel-confirm"
            formName="cancelRequestPay"
            danger
            busy={cancel.isPending}
            confirm={() => confirmSure(t('cancel.sure', { no: request.requestPayNo }))}
            onSubmit={async (reason) => {
              await cancel.mutateAsync({ requestPayNo: request.requestPayNo, reason });
              showSuccess(t('cancel.done', { no: request.requestPayNo }));
              setCancelling(false);
            }}
            onClose={() => setCancelling(false)}
          />
          {canEdit && isEditable(request) && (
            <EditorDrawer
              open={editing}
              title={`${t('form.editTitle')} ${request.requestPayNo}`}
              onClose={() => setEditing(false)}
            >
              <RequestPayForm editing={request} onSaved={() => setEditing(false)} />
            </EditorDrawer>
          )}
        </Space>
      )}
    </DocumentDrawer>
  );
}

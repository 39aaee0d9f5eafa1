import { useState } from 'react';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MANUAL_VOUCHER_CLOSED_STATUSES } from '@suanklang/shared';
import { ApprovalFlowCard } from '../../../components/approval-flow-card';
import { AttachmentsCard } from '../../../components/attachments-card';
import { showSuccess } from '../../../components/dialogs';
import { formatDateTime } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import {
  openManualVoucherPdf,
  useCancelManualVoucher,
  useManualVoucher,
  useUploadManualVoucherFiles,
} from '../api/manual-voucher-api';

const STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'default', 4: 'success' };

/**
 * The voucher behind a JV entry typed by the accountant: its status, who made it, its print (the PDF in the
 * screen's language), its files (none added once rejected or cancelled), its approval flow, and cancel (withdraws
 * it while waiting, posts the reversal once approved) with a reason.
 */
export function JvPanel({ voucherNo }: { voucherNo: string }) {
  const { t } = useTranslation(['general-ledger', 'common']);
  const lang = useLang();
  const rights = useRights();
  const canEdit = rights.can('DOCUMENT_EDIT');
  const query = useManualVoucher(voucherNo);
  const upload = useUploadManualVoucherFiles();
  const cancel = useCancelManualVoucher();
  const [cancelling, setCancelling] = useState(false);
  const [printing, setPrinting] = useState(false);
  const voucher = query.data;

  async function print() {
    setPrinting(true);
    try {
      await openManualVoucherPdf(voucherNo, lang);
    } catch {
      // The client's error dialog said why.
    } finally {
      setPrinting(false);
    }
  }

  if (!voucher) return null;
  const closed = MANUAL_VOUCHER_CLOSED_STATUSES.includes(voucher.status);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
      <Card
        size="small"
        title={t('voucher.title')}
        extra={
          <Space wrap>
            <Button
              icon={<PrinterOutlined />}
              id="print-voucher"
              loading={printing}
              onClick={() => void print()}
            >
              {t('voucher.print')}
            </Button>
            {canEdit && (voucher.status === 1 || voucher.status === 4) && (
              <Button danger icon={<StopOutlined />} id="cancel-voucher" onClick={() => setCancelling(true)}>
                {t('voucher.cancel')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('field.status')}>
            <Tag color={STATUS_COLOR[voucher.status] ?? 'default'}>{voucher.statusDescription}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.createdBy')}>
            {voucher.createdBy ?? '-'} {formatDateTime(voucher.createdDate, lang)}
          </Descriptions.Item>
          {voucher.reason && (
            <Descriptions.Item label={t('voucher.reason')} span={2}>
              {voucher.reason}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <AttachmentsCard
        title={t('voucher.files')}
        stored={voucher.files}
        disabled={closed || !canEdit}
        canDownload={rights.can('DOWNLOAD')}
        upload={(files) => upload.mutateAsync({ voucherNo, files })}
        uploading={upload.isPending}
        uploadLabel={t('voucher.saveFiles')}
        uploadedMessage={t('voucher.filesUploaded')}
        uploadId="upload-voucher-files"
      />
      <ApprovalFlowCard flow={voucher.approval} />
      <ReasonPanel
        open={cancelling}
        title={t('voucher.cancelTitle', { no: voucherNo })}
        warning={voucher.status === 4 ? t('voucher.cancelPosted') : t('voucher.cancelPending')}
        reasonLabel={t('voucher.reason')}
        requiredMessage={t('voucher.reasonRequired')}
        actionLabel={t('voucher.cancelConfirm')}
        actionId="cancel-voucher-confirm"
        formName="cancelVoucher"
        danger
        busy={cancel.isPending}
        onSubmit={async (reason) => {
          await cancel.mutateAsync({ voucherNo, reason });
          showSuccess(t('voucher.cancelled', { no: voucherNo }));
          setCancelling(false);
        }}
        onClose={() => setCancelling(false)}
      />
    </Space>
  );
}

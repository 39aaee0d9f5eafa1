import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import { StopOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MANUAL_VOUCHER_CLOSED_STATUSES } from '@suanklang/shared';
import { ApprovalFlowCard } from '../../../components/approval-flow-card';
import { showError, showSuccess } from '../../../components/dialogs';
import { FilesTable, type AttachedFile } from '../../../components/files-table';
import { formatDateTime } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { HttpError } from '../../../lib/http/errors';
import { useRights } from '../../../lib/property/rights';
import { downloadStoredFile } from '../../../lib/reference/download-file';
import {
  useCancelManualVoucher,
  useManualVoucher,
  useUploadManualVoucherFiles,
} from '../api/manual-voucher-api';

const STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'default', 4: 'success' };
const errorOf = (error: unknown) =>
  error instanceof HttpError
    ? { statusCode: error.status, message: error.message }
    : { message: String((error as Error)?.message ?? error) };

/**
 * The voucher behind a JV entry typed by the accountant: its status, who made it, its files (none added once
 * rejected or cancelled), its approval flow, and cancel (withdraws it while waiting, posts the reversal once
 * approved) with a reason.
 */
export function JvPanel({ voucherNo }: { voucherNo: string }) {
  const { t } = useTranslation(['general-ledger', 'common']);
  const lang = useLang();
  const rights = useRights();
  const canEdit = rights.can('DOCUMENT_EDIT');
  const query = useManualVoucher(voucherNo);
  const upload = useUploadManualVoucherFiles();
  const cancel = useCancelManualVoucher();
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [cancelling, setCancelling] = useState(false);
  const voucher = query.data;

  useEffect(() => {
    setFiles(
      (voucher?.files ?? []).map((f) => ({
        id: f.id,
        fileNameOriginal: f.originalFileName,
        description: f.description ?? '',
        createdDate: f.createdDate,
        createdBy: f.createdBy,
        url: f.url,
        size: f.size,
      })),
    );
  }, [voucher]);

  if (!voucher) return null;
  const closed = MANUAL_VOUCHER_CLOSED_STATUSES.includes(voucher.status);
  const pendingFiles = files.filter((f) => f.id === null && f.blob);

  async function uploadFiles() {
    try {
      await upload.mutateAsync({
        voucherNo,
        files: pendingFiles.map((f) => ({ blob: f.blob!, description: f.description })),
      });
      showSuccess(t('voucher.filesUploaded'));
    } catch (error) {
      showError(errorOf(error));
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
      <Card
        size="small"
        title={t('voucher.title')}
        extra={
          canEdit &&
          (voucher.status === 1 || voucher.status === 4) && (
            <Button danger icon={<StopOutlined />} id="cancel-voucher" onClick={() => setCancelling(true)}>
              {t('voucher.cancel')}
            </Button>
          )
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
      <Card size="small" title={t('voucher.files')}>
        <FilesTable
          files={files}
          onChange={setFiles}
          disabled={closed || !canEdit}
          canDownload={rights.can('DOWNLOAD')}
          onDownload={(f) =>
            void downloadStoredFile({ url: f.url ?? '', originalFileName: f.fileNameOriginal })
          }
        />
        {!closed && canEdit && pendingFiles.length > 0 && (
          <Flex justify="flex-end" style={{ marginTop: 8 }}>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={upload.isPending}
              id="upload-voucher-files"
              onClick={() => void uploadFiles()}
            >
              {t('voucher.saveFiles')}
            </Button>
          </Flex>
        )}
      </Card>
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

import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import { StopOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CREDIT_NOTE_CANCEL_STATUSES } from '@suanklang/shared';
import { showError, showSuccess } from '../../../components/dialogs';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { FilesTable, type AttachedFile } from '../../../components/files-table';
import { formatDateTime } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { HttpError } from '../../../lib/http/errors';
import { useRights } from '../../../lib/property/rights';
import { downloadStoredFile } from '../../../lib/reference/download-file';
import { ApprovalFlowCard } from '../../../components/approval-flow-card';
import { CreditNoteSummary } from '../../../components/credit-note-summary';
import { useCancelCreditNote, useCreditNote, useUploadCreditNoteFiles } from '../api/credit-notes';

const STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'default', 4: 'success' };
const errorOf = (error: unknown) =>
  error instanceof HttpError
    ? { statusCode: error.status, message: error.message }
    : { message: String((error as Error)?.message ?? error) };

export function CreditNoteStatusTag({ status, text }: { status: number; text: string }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{text}</Tag>;
}

/** The cancel slide panel: asks for the reason. */
function CancelPanel({
  open,
  creditNoteNo,
  onClose,
  onDone,
}: {
  open: boolean;
  creditNoteNo: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('credit-notes');
  const cancel = useCancelCreditNote();
  return (
    <ReasonPanel
      open={open}
      title={t('cancel.title')}
      warning={t('cancel.message')}
      reasonLabel={t('cancel.reason')}
      requiredMessage={t('cancel.reasonRequired')}
      actionLabel={t('cancel.confirm')}
      actionId="cancel-confirm"
      formName="cancelCreditNote"
      danger
      busy={cancel.isPending}
      onSubmit={async (reason) => {
        await cancel.mutateAsync({ creditNoteNo, reason });
        showSuccess(t('cancel.done', { no: creditNoteNo }));
        onDone();
      }}
      onClose={onClose}
    />
  );
}

/**
 * Credit-note detail slide panel: status, lines or receipt, attachments (none may be added once rejected or
 * cancelled: statuses 2 and 3), the approval-steps card, and cancel while waiting for approval.
 */
export function CreditNoteDetailDrawer({
  creditNoteId,
  onClose,
}: {
  creditNoteId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['credit-notes', 'common']);
  const lang = useLang();
  const rights = useRights();
  const canEdit = rights.can('CREDIT_NOTE_EDIT');
  const query = useCreditNote(creditNoteId);
  const upload = useUploadCreditNoteFiles();
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [cancelling, setCancelling] = useState(false);
  const note = query.data;

  useEffect(() => {
    setFiles(
      (note?.files ?? []).map((f) => ({
        id: f.id,
        fileNameOriginal: f.originalFileName,
        description: f.description ?? '',
        createdDate: f.createdDate,
        createdBy: f.createdBy,
        url: f.url,
        size: f.size,
      })),
    );
  }, [note]);

  // A failed load shows the server's message (the client's notifier) and closes the panel (000 s.8).
  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);

  const closed = note ? CREDIT_NOTE_CANCEL_STATUSES.includes(note.status) : true;
  const pendingFiles = files.filter((f) => f.id === null && f.blob);

  async function uploadFiles() {
    if (!note) return;
    try {
      await upload.mutateAsync({
        creditNoteNo: note.creditNoteNo,
        files: pendingFiles.map((f) => ({ blob: f.blob!, description: f.description })),
      });
      showSuccess(t('files.uploaded'));
    } catch (error) {
      showError(errorOf(error));
    }
  }

  const loaded = note !== undefined && note.creditNoteId === creditNoteId;

  return (
    <DocumentDrawer
      open={creditNoteId !== null}
      title={note && loaded ? `${t('detail.title')} ${note.creditNoteNo}` : t('detail.title')}
      onClose={onClose}
      state={documentState(query, loaded)}
      footer={
        note &&
        canEdit &&
        note.status === 1 && (
          <Button danger icon={<StopOutlined />} id="cancel-credit-note" onClick={() => setCancelling(true)}>
            {t('cancel.button')}
          </Button>
        )
      }
    >
      {note && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('field.status')}>
              <CreditNoteStatusTag status={note.status} text={note.statusDescription} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.createdBy')}>
              {note.createdBy ?? '-'} {formatDateTime(note.createdDate, lang)}
            </Descriptions.Item>
            {note.reason && <Descriptions.Item label={t('field.reason')}>{note.reason}</Descriptions.Item>}
          </Descriptions>
          <CreditNoteSummary note={note} />
          <Card size="small" title={t('files.title')}>
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
                  id="upload-files"
                  onClick={() => void uploadFiles()}
                >
                  {t('files.save')}
                </Button>
              </Flex>
            )}
          </Card>
          <ApprovalFlowCard flow={note.approval} />
          <CancelPanel
            open={cancelling}
            creditNoteNo={note.creditNoteNo}
            onClose={() => setCancelling(false)}
            onDone={() => setCancelling(false)}
          />
        </Space>
      )}
    </DocumentDrawer>
  );
}

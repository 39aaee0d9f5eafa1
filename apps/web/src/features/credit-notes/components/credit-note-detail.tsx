import { useEffect, useState } from 'react';
import { Button, Descriptions, Flex, Space, Tag } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CREDIT_NOTE_CANCEL_STATUSES } from '@suanklang/shared';
import { showSuccess } from '../../../components/dialogs';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { AttachmentsCard } from '../../../components/attachments-card';
import { formatDateTime } from '../../../components/format';
import { ReasonPanel } from '../../../components/reason-panel';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import { ApprovalFlowCard } from '../../../components/approval-flow-card';
import { CreditNoteSummary } from '../../../components/credit-note-summary';
import {
  useCancelCreditNote,
  useCreditNote,
  usePrintCreditNote,
  useRecordCreditNoteReprint,
  useUploadCreditNoteFiles,
  type DocLang,
} from '../api/credit-notes';

const PRINT_LANGS: readonly DocLang[] = ['th', 'en'];

const STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'default', 4: 'success' };

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

/** A copy of an approved credit note printed before: the reason is recorded, then the copy printed. */
function ReprintPanel({
  creditNoteId,
  creditNoteNo,
  docLang,
  onClose,
}: {
  creditNoteId: string;
  creditNoteNo: string;
  docLang: DocLang | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('credit-notes');
  const record = useRecordCreditNoteReprint();
  const print = usePrintCreditNote();
  return (
    <ReasonPanel
      open={docLang !== null}
      title={t('reprint.title', { no: creditNoteNo })}
      warning={t('reprint.message')}
      reasonLabel={t('reprint.reason')}
      requiredMessage={t('reprint.reasonRequired')}
      actionLabel={t('reprint.save')}
      actionId="reprint-save"
      formName="reprintCreditNote"
      busy={record.isPending || print.isPending}
      onSubmit={async (reason) => {
        if (docLang === null) return;
        await record.mutateAsync({ creditNoteId, reason });
        try {
          await print.mutateAsync({ creditNoteId, docLang });
        } catch {
          // The client has shown why the print failed; the panel stays open to try again.
          return;
        }
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/**
 * Credit-note detail slide panel: print in Thai or English (a copy of an approved one asks why), status, lines or
 * receipt, attachments (none may be added once rejected or cancelled: statuses 2 and 3), the approval-steps
 * card, and cancel while waiting for approval.
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
  const [cancelling, setCancelling] = useState(false);
  const print = usePrintCreditNote();
  const [printing, setPrinting] = useState<DocLang | null>(null);
  const [reprinting, setReprinting] = useState<DocLang | null>(null);
  const note = query.data;
  // Only an approved credit note's prints count; after the first, each is a copy that needs a reason.
  const copy = note !== undefined && note.status === 4 && note.printCount > 0;

  async function printIn(docLang: DocLang) {
    if (!note) return;
    if (copy) {
      setReprinting(docLang);
      return;
    }
    setPrinting(docLang);
    try {
      await print.mutateAsync({ creditNoteId: note.creditNoteId, docLang });
    } catch {
      // The client's error dialog said why.
    } finally {
      setPrinting(null);
    }
  }

  // A failed load shows the server's message (the client's notifier) and closes the panel (000 s.8).
  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);

  const closed = note ? CREDIT_NOTE_CANCEL_STATUSES.includes(note.status) : true;

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
          <Flex gap={8} wrap>
            {PRINT_LANGS.map((code) => (
              <Button
                key={code}
                id={`print-credit-note-${code}`}
                icon={<PrinterOutlined />}
                loading={printing === code}
                onClick={() => void printIn(code)}
              >
                {t(copy ? 'print.copy' : 'print.button', { language: t(`print.${code}`) })}
              </Button>
            ))}
          </Flex>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('field.status')}>
              <CreditNoteStatusTag status={note.status} text={note.statusDescription} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.createdBy')}>
              {note.createdBy ?? '-'} {formatDateTime(note.createdDate, lang)}
            </Descriptions.Item>
            {note.reason && <Descriptions.Item label={t('field.reason')}>{note.reason}</Descriptions.Item>}
            {note.status === 4 && (
              <Descriptions.Item label={t('field.printCount')}>{note.printCount}</Descriptions.Item>
            )}
          </Descriptions>
          <CreditNoteSummary note={note} />
          <AttachmentsCard
            title={t('files.title')}
            stored={note.files}
            disabled={closed || !canEdit}
            canDownload={rights.can('DOWNLOAD')}
            upload={(files) => upload.mutateAsync({ creditNoteNo: note.creditNoteNo, files })}
            uploading={upload.isPending}
            uploadLabel={t('files.save')}
            uploadedMessage={t('files.uploaded')}
            uploadId="upload-files"
          />
          <ApprovalFlowCard flow={note.approval} />
          <ReprintPanel
            creditNoteId={note.creditNoteId}
            creditNoteNo={note.creditNoteNo}
            docLang={reprinting}
            onClose={() => setReprinting(null)}
          />
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

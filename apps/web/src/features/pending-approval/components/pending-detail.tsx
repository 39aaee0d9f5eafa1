import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApprovalDocumentType } from '@suanklang/shared';
import { showError, showSuccess } from '../../../components/dialogs';
import { DocumentDrawer, documentState } from '../../../components/document-drawer';
import { ReasonPanel } from '../../../components/reason-panel';
import { HttpError } from '../../../lib/http/errors';
import {
  useApprovalAction,
  useApprovalFlow,
  useCreditNoteForApproval,
  useVoucherForApproval,
} from '../api/approvals';
import { ApprovalFlowCard } from '../../../components/approval-flow-card';
import { CreditNoteSummary } from '../../../components/credit-note-summary';
import { JournalVoucherSummary } from '../../../components/journal-voucher-summary';

export type PendingDocument = { documentType: ApprovalDocumentType; documentNo: string };

const errorOf = (error: unknown) =>
  error instanceof HttpError
    ? { statusCode: error.status, message: error.message }
    : { message: String((error as Error)?.message ?? error) };

/** A waiting document: what it is (the credit note, the journal voucher), its approval flow, approve / reject. */
export function PendingDetailDrawer({ doc, onClose }: { doc: PendingDocument | null; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const flow = useApprovalFlow(doc?.documentType ?? null, doc?.documentNo ?? null);
  const note = useCreditNoteForApproval(doc?.documentType === 'CN' ? doc.documentNo : null);
  const voucher = useVoucherForApproval(doc?.documentType === 'JV' ? doc.documentNo : null);
  const action = useApprovalAction();
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');

  async function run(kind: 'approve' | 'reject', reason?: string) {
    if (!doc) return;
    const done = await action.mutateAsync({
      documentType: doc.documentType,
      documentNo: doc.documentNo,
      action: kind,
      ...(reason ? { reason } : {}),
    });
    setRejecting(false);
    showSuccess(
      t(
        kind === 'approve'
          ? done.status === 'APPROVED'
            ? 'done.approvedAll'
            : 'done.approved'
          : 'done.rejected',
        { no: doc.documentNo },
      ),
    );
    onClose();
  }

  async function approve() {
    try {
      await run('approve', comment.trim() || undefined);
    } catch (error) {
      showError(errorOf(error));
    }
  }

  const canAct = flow.data?.canAct === true;
  return (
    <DocumentDrawer
      open={doc !== null}
      title={doc ? `${t(`documentType.${doc.documentType}`)} ${doc.documentNo}` : ''}
      onClose={onClose}
      state={documentState(flow, flow.data !== undefined)}
      footer={
        canAct && (
          <>
            <Button danger icon={<CloseOutlined />} id="reject" onClick={() => setRejecting(true)}>
              {t('reject.button')}
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              id="approve"
              loading={action.isPending && !rejecting}
              onClick={() => void approve()}
            >
              {t('approve')}
            </Button>
          </>
        )
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {doc?.documentType === 'CN' && note.data && <CreditNoteSummary note={note.data} />}
        {doc?.documentType === 'JV' && voucher.data && <JournalVoucherSummary voucher={voucher.data} />}
        <ApprovalFlowCard flow={flow.data} />
        {flow.data && !canAct && <Alert type="info" showIcon title={t('notYourStep')} />}
        {canAct && (
          <Form layout="vertical" component="div">
            <Form.Item label={t('comment.label')} extra={t('comment.hint')} htmlFor="approval-comment">
              <Input.TextArea
                id="approval-comment"
                rows={2}
                maxLength={500}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
            </Form.Item>
          </Form>
        )}
      </Space>
      <ReasonPanel
        open={rejecting}
        title={t('reject.title')}
        reasonLabel={t('reject.reason')}
        requiredMessage={t('reject.reasonRequired')}
        actionLabel={t('reject.confirm')}
        actionId="reject-confirm"
        formName="rejectDocument"
        danger
        busy={action.isPending}
        onSubmit={(reason) => run('reject', reason)}
        onClose={() => setRejecting(false)}
      />
    </DocumentDrawer>
  );
}

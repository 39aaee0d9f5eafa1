import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input, Modal, Space, Spin } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApprovalDocumentType } from '@suanklang/shared';
import { showError, showSuccess } from '../../../components/dialogs';
import { HttpError } from '../../../lib/http/errors';
import { useApprovalAction, useApprovalFlow, useCreditNoteForApproval } from '../api/approvals';
import { ApprovalFlowCard } from '../../../components/approval-flow-card';
import { CreditNoteSummary } from '../../../components/credit-note-summary';

export type PendingDocument = { documentType: ApprovalDocumentType; documentNo: string };

const errorOf = (error: unknown) =>
  error instanceof HttpError
    ? { statusCode: error.status, message: error.message }
    : { message: String((error as Error)?.message ?? error) };

/** Asks the reason of a rejection; a rejection without one is refused here and by the server. */
function RejectModal({
  open,
  onCancel,
  onReject,
  busy,
}: {
  open: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(['approvals', 'common']);
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={open}
      title={t('reject.title')}
      okText={t('reject.confirm')}
      okButtonProps={{ danger: true, loading: busy, id: 'reject-confirm' }}
      cancelText={t('common:close')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        name="rejectDocument"
        layout="vertical"
        onFinish={(v) => onReject((v.reason ?? '').trim())}
      >
        <Form.Item
          name="reason"
          label={t('reject.reason')}
          required
          rules={[
            {
              validator: (_r, value: string | undefined) =>
                (value ?? '').trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('reject.reasonRequired'))),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A waiting document: what it is (the credit note for CN), its approval flow, and approve / reject. */
export function PendingDetailDrawer({ doc, onClose }: { doc: PendingDocument | null; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const flow = useApprovalFlow(doc?.documentType ?? null, doc?.documentNo ?? null);
  const note = useCreditNoteForApproval(doc?.documentType === 'CN' ? doc.documentNo : null);
  const action = useApprovalAction();
  const [rejecting, setRejecting] = useState(false);

  async function run(kind: 'approve' | 'reject', reason?: string) {
    if (!doc) return;
    try {
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
    } catch (error) {
      showError(errorOf(error));
    }
  }

  const canAct = flow.data?.canAct === true;
  return (
    <Drawer
      open={doc !== null}
      title={doc ? `${t(`documentType.${doc.documentType}`)} ${doc.documentNo}` : ''}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      {flow.isLoading ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {doc?.documentType === 'CN' && note.data && <CreditNoteSummary note={note.data} />}
          <ApprovalFlowCard flow={flow.data} />
          {flow.data && !canAct && <Alert type="info" showIcon title={t('notYourStep')} />}
          {canAct && (
            <Flex justify="flex-end" gap={8}>
              <Button danger icon={<CloseOutlined />} id="reject" onClick={() => setRejecting(true)}>
                {t('reject.button')}
              </Button>
              <Button
                type="primary"
                icon={<CheckOutlined />}
                id="approve"
                loading={action.isPending && !rejecting}
                onClick={() => void run('approve')}
              >
                {t('approve')}
              </Button>
            </Flex>
          )}
        </Space>
      )}
      <RejectModal
        open={rejecting}
        busy={action.isPending}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => void run('reject', reason)}
      />
    </Drawer>
  );
}

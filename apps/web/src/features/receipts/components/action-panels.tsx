import { useMemo, useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { m, v } from '@suanklang/shared';
import { ActionDrawer } from '../../../components/action-drawer';
import { confirmSure, showSaved, showSuccess } from '../../../components/dialogs';
import { ReasonPanel } from '../../../components/reason-panel';
import { TextAreaInput } from '../../../components/inputs';
import { useLang } from '../../../components/use-lang';
import { zodRule } from '../../../components/zod-rule';
import { reportSaveError } from '../../../lib/settings/save-errors';
import {
  printReceipt,
  useCancelReceipt,
  useRecordReprint,
  useRenameReceipt,
  useUpdateReceipt,
} from '../api/receipts';
import { enterMovesNext } from './payment-entry/entry-panel';

export type ReceiptRef = { receiptId: string; receiptNo: string; remark?: string | null };

type PanelProps = { receipt: ReceiptRef | null; onClose: () => void; onDone?: () => void };

function usePanelRules() {
  const lang = useLang();
  return useMemo(
    () => ({
      remark: [zodRule(v.text({ max: 500 }), lang)],
      customerCode: [zodRule(m.code({ required: true, max: 20 }), lang)],
    }),
    [lang],
  );
}

/** Cancel: a reason is required, then a confirmation; the reversal is posted and the invoices reopen. */
export function CancelReceiptPanel({ receipt, onClose, onDone }: PanelProps) {
  const { t } = useTranslation('receipts');
  const cancel = useCancelReceipt();
  return (
    <ReasonPanel
      open={receipt !== null}
      title={t('cancel.title', { receiptNo: receipt?.receiptNo ?? '' })}
      warning={t('cancel.message')}
      reasonLabel={t('cancel.reason')}
      actionLabel={t('cancel.confirm')}
      actionId="cancel-confirm"
      formName="cancelReceipt"
      danger
      busy={cancel.isPending}
      confirm={() => confirmSure(t('cancel.confirmText', { receiptNo: receipt?.receiptNo ?? '' }))}
      onSubmit={async (reason) => {
        if (!receipt) return;
        await cancel.mutateAsync({ receiptId: receipt.receiptId, reason });
        showSuccess(t('cancel.done', { receiptNo: receipt.receiptNo }));
        onDone?.();
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** Reprint: one required reason; the action stays disabled with a spinner while the copy prints. */
export function ReprintPanel({ receipt, onClose, onDone }: PanelProps) {
  const { t } = useTranslation('receipts');
  const lang = useLang();
  const record = useRecordReprint();
  const [printing, setPrinting] = useState(false);

  async function reprint(reason: string) {
    if (!receipt || printing) return;
    setPrinting(true);
    try {
      await record.mutateAsync({ receiptId: receipt.receiptId, reason });
      try {
        await printReceipt(receipt.receiptId, lang);
      } catch {
        // The client has shown why the print failed (its error body is decoded); the panel stays open to retry.
        return;
      }
      onDone?.();
      onClose();
    } finally {
      setPrinting(false);
    }
  }

  return (
    <ReasonPanel
      open={receipt !== null}
      title={t('reprint.title', { receiptNo: receipt?.receiptNo ?? '' })}
      reasonLabel={t('reprint.reason')}
      actionLabel={t('reprint.save')}
      actionId="reprint-save"
      formName="reprintReceipt"
      busy={printing}
      onSubmit={reprint}
      onClose={onClose}
    />
  );
}

/** Rename by customer number: the receipt is re-issued in the name of another customer of the unit. */
export function RenamePanel({ receipt, onClose, onDone }: PanelProps) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<{ customerCode?: string }>();
  const rules = usePanelRules();
  const rename = useRenameReceipt();

  async function submit({ customerCode }: { customerCode?: string }) {
    if (!receipt) return;
    try {
      await rename.mutateAsync({
        receiptNo: receipt.receiptNo,
        customerCode: (customerCode ?? '').trim().toUpperCase(),
      });
      showSaved(t('rename.done'));
      onDone?.();
      onClose();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['customerCode'], fieldCodes: { RC015: 'customerCode' } });
    }
  }

  return (
    <ActionDrawer
      open={receipt !== null}
      title={t('rename.title', { receiptNo: receipt?.receiptNo ?? '' })}
      onClose={onClose}
      onAction={() => form.submit()}
      busy={rename.isPending}
      actionLabel={t('entry.save')}
      actionId="rename-save"
    >
      <Form form={form} name="renameReceipt" layout="vertical" onFinish={(values) => void submit(values)}>
        <div onKeyDown={(event) => enterMovesNext(event, () => form.submit())}>
          <Form.Item name="customerCode" label={t('rename.customerCode')} rules={rules.customerCode} required>
            <Input maxLength={20} autoFocus autoComplete="off" />
          </Form.Item>
        </div>
      </Form>
    </ActionDrawer>
  );
}

/** Update remark. */
export function RemarkPanel({ receipt, onClose, onDone }: PanelProps) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<{ remark?: string | null }>();
  const rules = usePanelRules();
  const update = useUpdateReceipt();

  async function submit({ remark }: { remark?: string | null }) {
    if (!receipt) return;
    try {
      const text = remark?.trim();
      await update.mutateAsync({ receiptId: receipt.receiptId, remark: text ? text : null });
      showSaved(t('remark.done'));
      onDone?.();
      onClose();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['remark'] });
    }
  }

  return (
    <ActionDrawer
      open={receipt !== null}
      title={t('remark.title', { receiptNo: receipt?.receiptNo ?? '' })}
      onClose={onClose}
      onAction={() => form.submit()}
      busy={update.isPending}
      actionLabel={t('entry.save')}
      actionId="remark-save"
    >
      <Form
        form={form}
        name="receiptRemark"
        layout="vertical"
        initialValues={{ remark: receipt?.remark ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="remark" label={t('field.remark')} rules={rules.remark}>
          <TextAreaInput maxLength={500} autoFocus />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}

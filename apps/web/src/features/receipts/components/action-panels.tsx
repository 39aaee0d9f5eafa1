import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { m, v } from '@suanklang/shared';
import { confirmSure, showSuccess } from '../../../components/dialogs';
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
      reason: [zodRule(v.text({ required: true, max: 500 }), lang)],
      remark: [zodRule(v.text({ max: 500 }), lang)],
      customerCode: [zodRule(m.code({ required: true, max: 20 }), lang)],
    }),
    [lang],
  );
}

/** The drawer of one receipt action: its title, the form as children, Close and the action's button. */
function ActionDrawer({
  open,
  title,
  onClose,
  onSave,
  saving,
  label,
  danger,
  id,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  label: string;
  danger?: boolean;
  id: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('receipts');
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('entry.close')}</Button>
          <Button type="primary" danger={danger} id={id} loading={saving} disabled={saving} onClick={onSave}>
            {label}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}

/** Cancel: a reason is required, then a confirmation; the reversal is posted and the invoices reopen. */
export function CancelReceiptPanel({ receipt, onClose, onDone }: PanelProps) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<{ reason?: string }>();
  const rules = usePanelRules();
  const cancel = useCancelReceipt();

  async function submit({ reason }: { reason?: string }) {
    if (!receipt) return;
    if (!(await confirmSure(t('cancel.confirmText', { receiptNo: receipt.receiptNo })))) return;
    try {
      await cancel.mutateAsync({ receiptId: receipt.receiptId, reason: reason?.trim() ?? '' });
      showSuccess(t('cancel.done', { receiptNo: receipt.receiptNo }));
      onDone?.();
      onClose();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['reason'] });
    }
  }

  return (
    <ActionDrawer
      open={receipt !== null}
      title={t('cancel.title', { receiptNo: receipt?.receiptNo ?? '' })}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={cancel.isPending}
      label={t('cancel.confirm')}
      danger
      id="cancel-confirm"
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('cancel.message')} />
      <Form form={form} name="cancelReceipt" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="reason" label={t('cancel.reason')} rules={rules.reason} required>
          <TextAreaInput rows={4} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </ActionDrawer>
  );
}

/** Reprint: one required reason; Save stays disabled with a spinner while the copy prints. */
export function ReprintPanel({ receipt, onClose, onDone }: PanelProps) {
  const { t } = useTranslation('receipts');
  const [form] = Form.useForm<{ reason?: string }>();
  const rules = usePanelRules();
  const lang = useLang();
  const record = useRecordReprint();
  const [printing, setPrinting] = useState(false);

  async function submit({ reason }: { reason?: string }) {
    if (!receipt || printing) return;
    setPrinting(true);
    try {
      await record.mutateAsync({ receiptId: receipt.receiptId, reason: reason?.trim() ?? '' });
    } catch (error) {
      setPrinting(false);
      reportSaveError(form, error, { knownFields: ['reason'] });
      return;
    }
    try {
      await printReceipt(receipt.receiptId, lang);
      onDone?.();
      onClose();
    } catch {
      // The client has shown why the print failed (its error body is decoded); the panel stays open to retry.
    } finally {
      setPrinting(false);
    }
  }

  return (
    <ActionDrawer
      open={receipt !== null}
      title={t('reprint.title', { receiptNo: receipt?.receiptNo ?? '' })}
      onClose={onClose}
      onSave={() => form.submit()}
      saving={printing}
      label={t('reprint.save')}
      id="reprint-save"
    >
      <Form form={form} name="reprintReceipt" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="reason" label={t('reprint.reason')} rules={rules.reason} required>
          <TextAreaInput rows={3} maxLength={500} autoFocus />
        </Form.Item>
      </Form>
    </ActionDrawer>
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
      showSuccess(t('rename.done'));
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
      onSave={() => form.submit()}
      saving={rename.isPending}
      label={t('entry.save')}
      id="rename-save"
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
      showSuccess(t('remark.done'));
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
      onSave={() => form.submit()}
      saving={update.isPending}
      label={t('entry.save')}
      id="remark-save"
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

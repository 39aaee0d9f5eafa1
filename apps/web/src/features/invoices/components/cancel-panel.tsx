import { useMemo } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoiceCancel } from '@suanklang/shared';
import { showSuccess } from '../../../components/dialogs';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useCancelInvoice } from '../api/invoice-actions';

type CancelPanelProps = { open: boolean; invoiceId: string; onClose: () => void; onDone: () => void };

/** The cancel slide panel: a draft is cancelled only with a reason, which the panel asks for. */
export function CancelPanel({ open, invoiceId, onClose, onDone }: CancelPanelProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<{ reason?: string }>();
  const cancel = useCancelInvoice();
  const rules = useMemo(() => formRulesFrom(invoiceCancel, lang), [lang]);

  async function submit({ reason }: { reason?: string }) {
    try {
      await cancel.mutateAsync({ invoiceId, reason: reason?.trim() ?? '' });
      form.resetFields();
      showSuccess(t('cancel.done'));
      onDone();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['reason'], fieldCodes: { IN001: 'reason' } });
    }
  }

  return (
    <Drawer open={open} title={t('cancel.title')} onClose={onClose} destroyOnHidden>
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('cancel.message')} />
      <Form form={form} name="cancelInvoice" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="reason" label={t('cancel.reason')} rules={rules.reason} required>
          <Input.TextArea name="reason" rows={4} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('common:close')}</Button>
        <Button
          danger
          type="primary"
          loading={cancel.isPending}
          id="cancel-confirm"
          onClick={() => form.submit()}
        >
          {t('cancel.confirm')}
        </Button>
      </Flex>
    </Drawer>
  );
}

import { useMemo } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerInactivate } from '@suanklang/shared';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { useInactivateCustomer } from '../api/customers';

type InactivateCustomerDialogProps = {
  open: boolean;
  customerCode: string;
  customerName: string;
  onClose: () => void;
  onDone: () => void;
};

/** Asks for the reason (required) before a customer is made inactive; the dialog is the confirmation. */
export function InactivateCustomerDialog(props: InactivateCustomerDialogProps) {
  const { open, customerCode, customerName, onClose, onDone } = props;
  const { t } = useTranslation(['customers', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<{ reason?: string }>();
  const inactivate = useInactivateCustomer();
  const rules = useMemo(() => formRulesFrom(customerInactivate, lang), [lang]);

  async function submit({ reason }: { reason?: string }) {
    try {
      await inactivate.mutateAsync({ customerCode, reason: reason ?? '' });
      form.resetFields();
      onDone();
    } catch (error) {
      reportSaveError(form, error, { knownFields: ['reason'] });
    }
  }

  return (
    <Modal
      open={open}
      title={t('inactivate.title', { name: customerName })}
      okText={t('inactivate.confirm')}
      okButtonProps={{ danger: true, loading: inactivate.isPending, id: 'inactivate-confirm' }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('inactivate.message')}</Typography.Paragraph>
      <Form
        form={form}
        name="inactivateCustomer"
        layout="vertical"
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="reason" label={t('inactivate.reason')} rules={rules.reason} required>
          <Input.TextArea name="reason" rows={3} maxLength={500} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

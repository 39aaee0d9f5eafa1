import { useState } from 'react';
import { Form, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { labelOf, ruleMessage, WHT_TYPE_LABELS, WHT_TYPES, type WhtType } from '@suanklang/shared';
import { API_MONTH_FORMAT } from '../../../components/format';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { downloadTaxExport } from '../api/payment-voucher';

type Values = { month?: Dayjs | null; form: WhtType };

/** The month's PND 3 or PND 53 attachment, downloaded as a file (last month by default: the one filed now). */
export function TaxExportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['payment-voucher', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    if (!values.month) return;
    setBusy(true);
    try {
      await downloadTaxExport(values.month.format(API_MONTH_FORMAT), values.form);
      onClose();
    } catch {
      // The client's error dialog said why (no tax that month: PV008; a payee the file cannot carry: PV007).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('export.title')}
      okText={t('export.download')}
      okButtonProps={{ loading: busy, id: 'export-pnd-ok' }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('export.hint')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="taxExport"
        layout="vertical"
        initialValues={{ month: dayjs().subtract(1, 'month').startOf('month'), form: 'PND53' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="month"
          label={t('export.month')}
          rules={[{ required: true, message: ruleMessage(lang, 'required') }]}
        >
          <ThaiMonthPicker name="month" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="form" label={t('export.form')}>
          <Radio.Group
            options={WHT_TYPES.map((w) => ({ value: w, label: labelOf(WHT_TYPE_LABELS, w, lang) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

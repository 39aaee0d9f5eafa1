import { useState } from 'react';
import { Form, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@suanklang/shared';
import { API_MONTH_FORMAT } from '../../../components/format';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { usePrintOptions, type DocLang } from '../api/get-print-options';
import { printMonth } from '../api/print-invoice';
import { currentMonth } from '../../../lib/months';

type PrintMonthValues = { billingMonth?: Dayjs | null; docLang: DocLang };

type PrintMonthModalProps = { open: boolean; month?: string; onClose: () => void };

/** Every issued invoice of a billing month in one PDF, in Thai or English, opened in a new tab. */
export function PrintMonthModal({ open, month, onClose }: PrintMonthModalProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<PrintMonthValues>();
  const [busy, setBusy] = useState(false);
  const options = usePrintOptions();
  const languages =
    options.data && options.data.length > 0
      ? options.data.map((option) => ({ value: option.code, label: option.description }))
      : [
          { value: 'th', label: t('printMonth.th') },
          { value: 'en', label: t('printMonth.en') },
        ];

  async function submit(values: PrintMonthValues) {
    if (!values.billingMonth) return;
    setBusy(true);
    try {
      await printMonth(values.billingMonth.format(API_MONTH_FORMAT), values.docLang);
      onClose();
    } catch {
      // The client's error dialog said why (no issued invoice that month...).
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('printMonth.title')}
      okText={t('printMonth.print')}
      okButtonProps={{ loading: busy, id: 'print-month-ok' }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('printMonth.hint')}</Typography.Paragraph>
      <Form<PrintMonthValues>
        form={form}
        name="printMonth"
        layout="vertical"
        initialValues={{ billingMonth: dayjs(`${month ?? currentMonth()}-01`), docLang: lang }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="billingMonth"
          label={t('field.billingMonth')}
          rules={[{ required: true, message: ruleMessage(lang, 'required') }]}
        >
          <ThaiMonthPicker name="billingMonth" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="docLang" label={t('printMonth.language')}>
          <Radio.Group options={languages} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Form, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@suanklang/shared';
import { API_MONTH_FORMAT } from '../../../components/format';
import { ThaiMonthPicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { usePrintOptions, type DocLang } from '../api/get-print-options';
import { startMonthPrint } from '../api/print-invoice';
import { ExportProgress } from '../../../components/export-progress';
import { useExport } from '../../../lib/exports/use-export';
import { currentMonth } from '../../../lib/months';

type PrintMonthValues = { billingMonth?: Dayjs | null; docLang: DocLang };

type PrintMonthModalProps = { open: boolean; month?: string; onClose: () => void };

/**
 * Every issued invoice of a billing month in one PDF, in Thai or English. A server job makes it (a thousand
 * invoices take a while): the modal shows its progress, then a button that opens it in a new tab.
 */
export function PrintMonthModal({ open, month, onClose }: PrintMonthModalProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<PrintMonthValues>();
  const [busy, setBusy] = useState(false);
  const file = useExport();
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
      const month = values.billingMonth.format(API_MONTH_FORMAT);
      await file.start(() => startMonthPrint(month, values.docLang));
    } catch {
      // The client's error dialog said why (no issued invoice that month...).
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    file.reset();
    onClose();
  };
  const openFile = async () => {
    await file.open();
    close();
  };

  return (
    <Modal
      open={open}
      title={t('printMonth.title')}
      okText={t('printMonth.print')}
      okButtonProps={{ loading: busy, id: 'print-month-ok' }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
      {...(file.row ? { footer: <Button onClick={close}>{t('common:close')}</Button> } : {})}
    >
      {file.row ? (
        <ExportProgress row={file.row} onOpen={() => void openFile()} />
      ) : (
        <>
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
        </>
      )}
    </Modal>
  );
}

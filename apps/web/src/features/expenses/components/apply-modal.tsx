import { useMemo, useState } from 'react';
import { Alert, Col, Form, Modal, Radio, Row, Typography, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  applyBody,
  ruleMessage,
  type BillingRunRow,
  type Lang,
  type MissingMeterChoice,
} from '@suanklang/shared';
import { confirmCustom } from '../../../components/dialogs';
import { API_DATE_FORMAT } from '../../../components/format';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { applyBilling } from '../api/apply-billing';
import { formatBillingMonth, money } from '../../../lib/months';

type ApplyValues = {
  invoiceDate?: Dayjs | null;
  dueDate?: Dayjs | null;
  missingMeter?: MissingMeterChoice | 'STOP';
};
const MISSING_CHOICES = ['SKIP', 'MINIMUM', 'STOP'] as const;

type ApplyModalProps = {
  open: boolean;
  month: string;
  unitCount: number;
  grandTotal: string;
  /** Units the preview found without a meter reading: the run is asked what to do with them first. */
  missingMeterUnits: number;
  onClose: () => void;
  onStarted: (run: BillingRunRow) => void;
};

/** The due date is checked against the invoice date as soon as either changes (the schema's refine, per field). */
function dueAfterInvoiceRule(lang: Lang): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, due: Dayjs | null | undefined) => {
      const invoiceDate = getFieldValue('invoiceDate') as Dayjs | null | undefined;
      if (due && invoiceDate && due.isBefore(invoiceDate, 'day')) {
        throw new Error(ruleMessage(lang, 'invoiceDateAfterDueDate'));
      }
    },
  });
}

const dateText = (value: Dayjs | null | undefined) => (value ? value.format(API_DATE_FORMAT) : undefined);

/**
 * Asks the invoice date and the due date of the month's invoices (the due date not before the invoice date) and,
 * when units have no meter reading, what to do with them (bill without the meter line, bill the minimum, or stop),
 * confirms, then starts the billing run. The run's progress is followed by the caller.
 */
export function ApplyModal({
  open,
  month,
  unitCount,
  grandTotal,
  missingMeterUnits,
  onClose,
  onStarted,
}: ApplyModalProps) {
  const { t } = useTranslation(['expenses', 'common']);
  const lang = useLang();
  const [form] = Form.useForm<ApplyValues>();
  const [starting, setStarting] = useState(false);
  const rules = useMemo(() => formRulesFrom(applyBody, lang), [lang]);
  const choice = Form.useWatch('missingMeter', form);
  const stopped = missingMeterUnits > 0 && choice === 'STOP';

  async function submit(values: ApplyValues) {
    const body = {
      month,
      invoiceDate: dateText(values.invoiceDate) ?? '',
      dueDate: dateText(values.dueDate) ?? '',
      ...(values.missingMeter && values.missingMeter !== 'STOP' ? { missingMeter: values.missingMeter } : {}),
    };
    if (!checkWholeSchema(form, applyBody, body, lang)) return;
    const monthText = formatBillingMonth(month, lang);
    const sure = await confirmCustom(
      t('apply.confirmTitle', { month: monthText }),
      t('apply.confirmMessage', { count: unitCount, total: money(grandTotal) }),
    );
    if (!sure) return;
    setStarting(true);
    try {
      const run = await applyBilling(body);
      form.resetFields();
      onStarted(run);
    } catch {
      // The client's error dialog has said why (a run already going, a closed period...).
    } finally {
      setStarting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('apply.title', { month: formatBillingMonth(month, lang) })}
      okText={t('apply.start')}
      okButtonProps={{ loading: starting, id: 'apply-start', disabled: stopped }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('apply.intro', { count: unitCount, total: money(grandTotal) })}
      </Typography.Paragraph>
      <Form<ApplyValues>
        form={form}
        name="apply"
        layout="vertical"
        initialValues={{ invoiceDate: dayjs().startOf('day') }}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="invoiceDate" label={t('apply.invoiceDate')} rules={rules.invoiceDate} required>
              <ThaiDatePicker name="invoiceDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="dueDate"
              label={t('apply.dueDate')}
              rules={[...rules.dueDate, dueAfterInvoiceRule(lang)]}
              dependencies={['invoiceDate']}
              required
            >
              <ThaiDatePicker name="dueDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        {missingMeterUnits > 0 && (
          <Form.Item
            name="missingMeter"
            label={t('apply.missingMeter', { count: missingMeterUnits })}
            rules={[{ required: true, message: ruleMessage(lang, 'required') }]}
            required
          >
            <Radio.Group
              id="apply-missing-meter"
              options={MISSING_CHOICES.map((c) => ({ value: c, label: t(`apply.missingChoice.${c}`) }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
        )}
        {stopped && <Alert type="info" showIcon id="apply-stopped" title={t('apply.stopped')} />}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}

import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
  type FormRule,
} from 'antd';
import { CheckCircleOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { invoiceLineInput, invoiceSave, ruleMessage, type InvoiceDetail, type Lang } from '@suanklang/shared';
import { confirmCustom, showSaved, showSuccess } from '../../../components/dialogs';
import { API_DATE_FORMAT } from '../../../components/format';
import { NumberInput } from '../../../components/number-input';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { amountOf, dateOf } from '../../../lib/settings/form-values';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useExpenseTypes } from '../api/get-expense-types';
import { useInvoiceUnit } from '../api/get-invoice-unit';
import { UnitSelect } from '../../../components/unit-select';
import { FOCUS_FIRST_ERROR } from '../../../components/form-focus';
import { useSaveInvoice, type InvoiceSaveInput } from '../api/invoice-actions';
import { money } from '../../../lib/months';
import { RemoveLineButton } from '../../../components/remove-line-button';

export type InvoiceLineValues = {
  expenseTypeCode?: string;
  description?: string;
  quantity?: string | number | null;
  unitPrice?: number | null;
};
export type InvoiceValues = {
  unitCode?: string;
  invoiceDate?: Dayjs | null;
  dueDate?: Dayjs | null;
  remark?: string | null;
  lines?: InvoiceLineValues[];
};

const FIELDS = ['unitCode', 'invoiceDate', 'dueDate', 'remark', 'lines'] as const;
const NEW_LINE: InvoiceLineValues = { quantity: '1' };

function valuesOf(draft: InvoiceDetail | null): InvoiceValues {
  if (!draft) return { invoiceDate: dayjs().startOf('day'), lines: [{ ...NEW_LINE }] };
  return {
    unitCode: draft.unitCode,
    invoiceDate: dateOf(draft.invoiceDate),
    dueDate: dateOf(draft.dueDate),
    remark: draft.remark,
    lines: draft.lines.map((line) => ({
      expenseTypeCode: line.expenseTypeCode,
      description: line.description,
      quantity: line.quantity,
      unitPrice: amountOf(line.unitPrice),
    })),
  };
}

/** The save body: dates as 'YYYY-MM-DD', blanks as null, amounts as typed baht (the schema makes them satang). */
export function invoiceRequest(
  values: InvoiceValues,
  invoiceId: string | undefined,
  issue: boolean,
): InvoiceSaveInput {
  const blank = (text: string | null | undefined) =>
    text === undefined || text === null || text.trim() === '' ? null : text;
  // As typed: the same schema checks it here (checkWholeSchema) and on the server.
  const body = {
    invoiceId,
    unitCode: values.unitCode ?? null,
    invoiceDate: values.invoiceDate ? values.invoiceDate.format(API_DATE_FORMAT) : '',
    dueDate: values.dueDate ? values.dueDate.format(API_DATE_FORMAT) : '',
    remark: blank(values.remark),
    lines: (values.lines ?? []).map((line) => ({
      expenseTypeCode: line.expenseTypeCode ?? null,
      description: blank(line.description),
      quantity: line.quantity === null || line.quantity === undefined ? null : String(line.quantity),
      unitPrice: line.unitPrice ?? null,
    })),
    issue,
  };
  return body;
}

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

/** quantity x unit price, for display only (the server computes the amounts and VAT). */
function lineAmount(line: InvoiceLineValues | undefined): number {
  const quantity = Number(line?.quantity ?? 0);
  const price = Number(line?.unitPrice ?? 0);
  if (!Number.isFinite(quantity) || !Number.isFinite(price)) return 0;
  return Math.round(quantity * price * 100) / 100;
}

/** Who the invoice of the chosen unit goes to, and what the unit already owes. */
function BillTo({ unitCode }: { unitCode: string | undefined }) {
  const { t } = useTranslation('invoices');
  const unit = useInvoiceUnit(unitCode);
  if (!unitCode || !unit.data) return null;
  if (!unit.data.customerCode) {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('form.noCustomer')} />;
  }
  return (
    <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }} title={t('form.billTo')}>
      <Descriptions.Item label={t('field.customerName')}>
        {unit.data.customerCode} {unit.data.customerName}
      </Descriptions.Item>
      <Descriptions.Item label={t('field.customerAddress')}>
        {unit.data.customerAddress ?? '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('field.outstanding')}>
        {t('form.unitOwes', { amount: money(unit.data.outstanding), count: unit.data.openInvoices.length })}
      </Descriptions.Item>
    </Descriptions>
  );
}

type InvoiceFormProps = {
  /** A draft to change; null writes a new invoice. */
  draft: InvoiceDetail | null;
  onSaved: (invoiceId: string) => void;
};

/**
 * A manual invoice: the unit (its customer is shown), the dates, a remark and the lines (expense type,
 * description, quantity, unit price). "Save draft" keeps it changeable; "Save and issue" numbers and posts it.
 */
export function InvoiceForm({ draft, onSaved }: InvoiceFormProps) {
  const { t } = useTranslation(['invoices', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<InvoiceValues>();
  const save = useSaveInvoice();
  const expenseTypes = useExpenseTypes();
  const rules = useMemo(() => formRulesFrom(invoiceSave, lang), [lang]);
  const lineRules = useMemo(() => formRulesFrom(invoiceLineInput, lang), [lang]);
  // Which button submitted: Enter in a field saves a draft, never issues.
  const issueRef = useRef(false);
  const [saving, setSaving] = useState<'draft' | 'issue' | null>(null);
  const unitCode = Form.useWatch('unitCode', form);
  const lines = Form.useWatch('lines', form);
  const total = (lines ?? []).reduce((sum, line) => sum + lineAmount(line), 0);
  const typeByCode = useMemo(
    () => new Map((expenseTypes.data ?? []).map((type) => [type.expenseTypeCode, type])),
    [expenseTypes.data],
  );

  async function submit(values: InvoiceValues) {
    const issue = issueRef.current;
    issueRef.current = false;
    const body = invoiceRequest(values, draft?.invoiceId, issue);
    if (!checkWholeSchema(form, invoiceSave, body, lang)) return;
    if (issue && !(await confirmCustom(t('issue.confirmTitle'), t('issue.confirmMessage')))) return;
    setSaving(issue ? 'issue' : 'draft');
    try {
      const saved = await save.mutateAsync(body);
      // An issued invoice's new number is to be noted; a draft kept is a routine save.
      if (saved.invoiceNo) showSuccess(t('saved.issued', { no: saved.invoiceNo }));
      else showSaved(t('saved.draft'));
      controls.done();
      onSaved(saved.invoiceId);
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: FIELDS,
        fieldCodes: { IN004: 'unitCode', IN007: 'unitCode', IN003: 'unitCode', GL001: 'invoiceDate' },
      });
    } finally {
      setSaving(null);
    }
  }

  function chooseType(index: number, code: string) {
    const type = typeByCode.get(code);
    if (!type) return;
    const current = form.getFieldValue(['lines', index]) as InvoiceLineValues | undefined;
    const next: InvoiceLineValues = { ...current, expenseTypeCode: code };
    if (!current?.description) next.description = type.expenseTypeDescription;
    if ((current?.unitPrice === null || current?.unitPrice === undefined) && type.calcKind === 'FIXED') {
      next.unitPrice = amountOf(type.rate);
    }
    form.setFieldValue(['lines', index], next);
  }

  return (
    <>
      <Form<InvoiceValues>
        form={form}
        name="invoice"
        layout="vertical"
        initialValues={valuesOf(draft)}
        onValuesChange={() => controls.setDirty(true)}
        scrollToFirstError={FOCUS_FIRST_ERROR}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => {
          issueRef.current = false;
        }}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="unitCode" label={t('field.unitCode')} rules={rules.unitCode} required>
              <UnitSelect known={draft?.unitCode} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="invoiceDate" label={t('field.invoiceDate')} rules={rules.invoiceDate} required>
              <ThaiDatePicker name="invoiceDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="dueDate"
              label={t('field.dueDate')}
              rules={[...rules.dueDate, dueAfterInvoiceRule(lang)]}
              dependencies={['invoiceDate']}
              required
            >
              <ThaiDatePicker name="dueDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <BillTo unitCode={unitCode} />
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('form.lines')}
        </Typography.Title>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_rule, value: unknown[] | undefined) => {
                if (!value || value.length === 0) throw new Error(ruleMessage(lang, 'mustAddExpense'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Row
                  key={field.key}
                  gutter={8}
                  align="top"
                  role="group"
                  aria-label={t('form.line', { index: index + 1 })}
                >
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'expenseTypeCode']}
                      label={t('line.expenseType')}
                      rules={lineRules.expenseTypeCode}
                      required
                    >
                      <Select
                        placeholder={t('form.choose')}
                        loading={expenseTypes.isLoading}
                        showSearch={{ optionFilterProp: 'label' }}
                        options={(expenseTypes.data ?? []).map((type) => ({
                          value: type.expenseTypeCode,
                          label: `${type.expenseTypeCode} - ${type.expenseTypeDescription}`,
                        }))}
                        onChange={(code: string) => chooseType(field.name, code)}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={7}>
                    <Form.Item
                      name={[field.name, 'description']}
                      label={t('line.description')}
                      rules={lineRules.description}
                      required
                    >
                      <Input maxLength={300} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={3}>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      label={t('line.quantity')}
                      rules={lineRules.quantity}
                      required
                    >
                      <InputNumber<string> stringMode controls={false} min="0" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={3}>
                    <Form.Item
                      name={[field.name, 'unitPrice']}
                      label={t('line.unitPrice')}
                      rules={lineRules.unitPrice}
                      required
                    >
                      <NumberInput />
                    </Form.Item>
                  </Col>
                  <Col xs={6} md={3}>
                    <Form.Item label={t('line.amount')}>
                      <Typography.Text style={{ display: 'block', textAlign: 'right', paddingTop: 5 }}>
                        {money(String(lineAmount(lines?.[field.name])))}
                      </Typography.Text>
                    </Form.Item>
                  </Col>
                  <Col xs={2} md={2} style={{ paddingTop: 30 }}>
                    <RemoveLineButton
                      label={t('form.removeLine', { index: index + 1 })}
                      onRemove={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Flex justify="space-between" align="center" style={{ margin: '8px 0 16px' }}>
                <Button icon={<PlusOutlined />} onClick={() => add({ ...NEW_LINE })}>
                  {t('form.addLine')}
                </Button>
                <Typography.Text strong>{t('form.total', { amount: money(String(total)) })}</Typography.Text>
              </Flex>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={t('field.remark')} rules={rules.remark}>
          <Input.TextArea name="remark" rows={2} maxLength={500} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('form.vatNote')}</Typography.Paragraph>
        {/* No implicit submit: Enter in a date or a line must not save the invoice half written. */}
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button
          icon={<SaveOutlined />}
          loading={saving === 'draft'}
          disabled={saving === 'issue'}
          id="invoice-save-draft"
          data-shortcut="save"
          onClick={() => {
            issueRef.current = false;
            form.submit();
          }}
        >
          {t('form.saveDraft')}
        </Button>
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          loading={saving === 'issue'}
          disabled={saving === 'draft'}
          id="invoice-save-issue"
          onClick={() => {
            issueRef.current = true;
            form.submit();
          }}
        >
          {t('form.saveIssue')}
        </Button>
      </Flex>
    </>
  );
}

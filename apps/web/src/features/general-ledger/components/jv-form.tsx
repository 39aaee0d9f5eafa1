import { useMemo, useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  decimalStringToSatang,
  formatMoney,
  manualVoucherLineInput,
  manualVoucherSave,
  ruleMessage,
} from '@suanklang/shared';
import { showError, showSuccess } from '../../../components/dialogs';
import { FilesTable, type AttachedFile } from '../../../components/files-table';
import { FOCUS_FIRST_ERROR } from '../../../components/form-focus';
import { API_DATE_FORMAT } from '../../../components/format';
import { NumberInput } from '../../../components/number-input';
import { ThaiDatePicker } from '../../../components/thai-date-picker';
import { UnitSelect } from '../../../components/unit-select';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { HttpError } from '../../../lib/http/errors';
import {
  useSaveManualVoucher,
  useUploadManualVoucherFiles,
  type ManualVoucherSaveBody,
} from '../api/manual-voucher-api';
import { RemoveLineButton } from '../../../components/remove-line-button';

type LineValues = {
  accountCode?: string;
  description?: string;
  debit?: number | null;
  credit?: number | null;
  unitCode?: string | null;
};
export type VoucherValues = { voucherDate?: Dayjs | null; description?: string; lines?: LineValues[] };

const FIELDS = ['voucherDate', 'description', 'lines'] as const;

/** Typed amounts to satang for the totals shown (the server sums the same amounts exactly). */
const satangOf = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? 0
    : decimalStringToSatang(value.toFixed(2));

/** The save body as typed: amounts as baht text (the shared schema makes them satang), blanks left out. */
export function voucherRequest(values: VoucherValues): ManualVoucherSaveBody {
  const amount = (v: number | null | undefined) => (v === null || v === undefined ? undefined : v.toFixed(2));
  return {
    voucherDate: values.voucherDate ? values.voucherDate.format(API_DATE_FORMAT) : '',
    description: values.description ?? '',
    lines: (values.lines ?? []).map((l) => ({
      accountCode: l.accountCode ?? '',
      description: l.description?.trim() ? l.description : undefined,
      debit: amount(l.debit),
      credit: amount(l.credit),
      unitCode: l.unitCode || undefined,
    })),
  };
}

/**
 * A journal voucher (สมุดรายวันทั่วไป): date, description and lines of account, description, debit or credit and
 * an optional unit, with the running totals; saved, it is numbered and sent for approval (or posted at once when
 * the property has no approval step for journal vouchers).
 */
export function JvForm({ onSaved }: { onSaved: (voucherNo: string) => void }) {
  const { t } = useTranslation(['general-ledger', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<VoucherValues>();
  const save = useSaveManualVoucher();
  const upload = useUploadManualVoucherFiles();
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const accounts = useAccountOptions({ postable: 'Y' });
  const rules = useMemo(() => formRulesFrom(manualVoucherSave, lang), [lang]);
  const lineRules = useMemo(() => formRulesFrom(manualVoucherLineInput, lang), [lang]);
  const [saving, setSaving] = useState(false);
  const lines = Form.useWatch('lines', form);
  const debit = (lines ?? []).reduce((s, l) => s + satangOf(l?.debit), 0);
  const credit = (lines ?? []).reduce((s, l) => s + satangOf(l?.credit), 0);

  async function submit(values: VoucherValues) {
    const body = voucherRequest(values);
    if (!checkWholeSchema(form, manualVoucherSave, body, lang)) return;
    setSaving(true);
    try {
      const saved = await save.mutateAsync(body);
      // The files go with the number the voucher was given; a refused file leaves the voucher saved, and the
      // entry's drawer takes files later.
      const attached = files.filter((f) => f.id === null && f.blob);
      if (attached.length > 0) {
        try {
          await upload.mutateAsync({
            voucherNo: saved.voucherNo,
            files: attached.map((f) => ({ blob: f.blob!, description: f.description })),
          });
        } catch (error) {
          showError(
            error instanceof HttpError
              ? {
                  statusCode: error.status,
                  message: t('voucher.filesFailed', { no: saved.voucherNo, reason: error.message }),
                }
              : { message: String(error) },
          );
        }
      }
      showSuccess(
        t(saved.status === 4 ? 'voucher.savedPosted' : 'voucher.savedPending', { no: saved.voucherNo }),
      );
      controls.done();
      onSaved(saved.voucherNo);
    } catch (error) {
      reportSaveError(form, error, { knownFields: FIELDS, fieldCodes: { GL001: 'voucherDate' } });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Form<VoucherValues>
        form={form}
        name="journalVoucher"
        layout="vertical"
        initialValues={{ voucherDate: dayjs().startOf('day'), lines: [{}, {}] }}
        onValuesChange={() => controls.setDirty(true)}
        scrollToFirstError={FOCUS_FIRST_ERROR}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="voucherDate" label={t('field.entryDate')} rules={rules.voucherDate} required>
              <ThaiDatePicker name="voucherDate" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item name="description" label={t('field.description')} rules={rules.description} required>
              <Input name="description" maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('detail.lines')}
        </Typography.Title>
        <Form.List
          name="lines"
          rules={[
            {
              validator: async (_rule, value: unknown[] | undefined) => {
                if (!value || value.length < 2) throw new Error(ruleMessage(lang, 'minItems', { min: 2 }));
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
                  aria-label={t('voucher.line', { index: index + 1 })}
                >
                  <Col xs={24} md={7}>
                    <Form.Item
                      name={[field.name, 'accountCode']}
                      label={t('field.account')}
                      rules={lineRules.accountCode}
                      required
                    >
                      <Select
                        placeholder={t('voucher.chooseAccount')}
                        loading={accounts.isLoading}
                        showSearch={{ optionFilterProp: 'label' }}
                        options={accounts.data ?? []}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'description']}
                      label={t('field.description')}
                      rules={lineRules.description}
                    >
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={3}>
                    <Form.Item name={[field.name, 'debit']} label={t('field.debit')} rules={lineRules.debit}>
                      <NumberInput />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={3}>
                    <Form.Item
                      name={[field.name, 'credit']}
                      label={t('field.credit')}
                      rules={lineRules.credit}
                    >
                      <NumberInput />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={4}>
                    <Form.Item name={[field.name, 'unitCode']} label={t('voucher.unit')}>
                      <UnitSelect allowClear />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={1} style={{ paddingTop: 30 }}>
                    <RemoveLineButton
                      label={t('voucher.removeLine', { index: index + 1 })}
                      onRemove={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '8px 0 16px' }}>
                <Button icon={<PlusOutlined />} onClick={() => add({})}>
                  {t('voucher.addLine')}
                </Button>
                <Typography.Text
                  strong
                  data-testid="jv-totals"
                  type={debit === credit ? undefined : 'danger'}
                >
                  {t('voucher.totals', { debit: formatMoney(debit), credit: formatMoney(credit) })}
                  {debit !== credit && ` (${ruleMessage(lang, 'debitCreditNotEqual')})`}
                </Typography.Text>
              </Flex>
            </>
          )}
        </Form.List>
        <Card size="small" title={t('voucher.files')}>
          <FilesTable
            files={files}
            onChange={(next) => {
              setFiles(next);
              controls.setDirty(true);
            }}
          />
        </Card>
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          id="jv-save"
          data-shortcut="save"
          onClick={() => form.submit()}
        >
          {t('voucher.save')}
        </Button>
      </Flex>
    </>
  );
}

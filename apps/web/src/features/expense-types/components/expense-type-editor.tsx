import { useMemo } from 'react';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  BILLING_CYCLES,
  CALC_KINDS,
  expenseTypeSave,
  meterTier,
  type ActiveFlag,
  type BillingCycle,
  type CalcKind,
  type ExpenseCategory,
  type ExpenseTypeDetail,
} from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { NumberInput } from '../../../components/number-input';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { useLookup } from '../../../lib/reference/get-lookup';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { flagItemProps } from '../../../lib/settings/flag';
import { amountOf, toRequestValues } from '../../../lib/settings/form-values';
import { InUseNotice } from '../../../lib/settings/in-use-notice';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import {
  useExpenseTypeEditable,
  useExpenseCategories,
  useExpenseType,
  useWalletTypes,
  useSaveExpenseType,
  type ExpenseTypeSaveInput,
} from '../api/expense-types';
import { PageLoading } from '../../../components/page-loading';

type TierValues = { upTo?: number | null; rate?: number | null };
export type ExpenseTypeValues = {
  expenseTypeCode?: string;
  nameTh?: string;
  nameEn?: string;
  category?: ExpenseCategory;
  calcKind?: CalcKind;
  rate?: number | null;
  billingCycle?: BillingCycle;
  cycleMonths?: number | null;
  meterTypeCode?: string | null;
  minimumCharge?: number | null;
  meterDigits?: number | null;
  meterMaxUsage?: number | null;
  tiers?: TierValues[];
  incomeAccountCode?: string;
  vatApplicable: ActiveFlag;
  autoBill: ActiveFlag;
  walletType?: number;
  active: ActiveFlag;
};

const FIELDS = [
  'expenseTypeCode',
  'nameTh',
  'nameEn',
  'category',
  'calcKind',
  'rate',
  'billingCycle',
  'cycleMonths',
  'meterTypeCode',
  'minimumCharge',
  'meterDigits',
  'meterMaxUsage',
  'tiers',
  'incomeAccountCode',
  'vatApplicable',
  'autoBill',
  'walletType',
  'active',
] as const;

const NEW_EXPENSE_TYPE: ExpenseTypeValues = {
  billingCycle: 'MONTHLY',
  vatApplicable: 'N',
  autoBill: 'Y',
  walletType: 0,
  active: 'Y',
  tiers: [],
};

function valuesOf(detail: ExpenseTypeDetail): ExpenseTypeValues {
  return {
    expenseTypeCode: detail.expenseTypeCode,
    nameTh: detail.nameTh,
    nameEn: detail.nameEn,
    category: detail.category,
    calcKind: detail.calcKind,
    rate: amountOf(detail.rate),
    billingCycle: detail.billingCycle,
    cycleMonths: detail.cycleMonths,
    meterTypeCode: detail.meterTypeCode,
    minimumCharge: amountOf(detail.minimumCharge),
    meterDigits: detail.meterDigits,
    meterMaxUsage: amountOf(detail.meterMaxUsage),
    tiers: detail.tiers.map((tier) => ({ upTo: amountOf(tier.upTo), rate: amountOf(tier.rate) })),
    incomeAccountCode: detail.incomeAccountCode,
    vatApplicable: detail.vatApplicable,
    autoBill: detail.autoBill,
    walletType: detail.walletType,
    active: detail.active,
  };
}

/** The save body: meter settings only for a meter calculation, cycle months only for "every N months". */
export function expenseTypeRequest(
  values: ExpenseTypeValues,
  originalCode: string | undefined,
): ExpenseTypeSaveInput {
  const meter = values.calcKind === 'METER';
  const body = toRequestValues({
    ...values,
    cycleMonths: values.billingCycle === 'EVERY_N_MONTHS' ? values.cycleMonths : null,
    meterTypeCode: meter ? values.meterTypeCode : null,
    minimumCharge: meter ? values.minimumCharge : null,
    meterDigits: meter ? values.meterDigits : null,
    meterMaxUsage: meter ? values.meterMaxUsage : null,
    tiers: meter ? (values.tiers ?? []) : [],
  });
  return { ...body, originalCode } as ExpenseTypeSaveInput;
}

type ExpenseTypeEditorProps = { code: string | null; canEdit: boolean };

export function ExpenseTypeEditor({ code, canEdit }: ExpenseTypeEditorProps) {
  const expenseType = useExpenseType(code);
  if (code && !expenseType.data) {
    return <PageLoading />;
  }
  return <ExpenseTypeForm detail={expenseType.data ?? null} canEdit={canEdit} />;
}

type ExpenseTypeFormProps = { detail: ExpenseTypeDetail | null; canEdit: boolean };

/**
 * An expense type: how a unit's charge is computed (area x rate, fixed, by ownership ratio, meter with tiers),
 * how often it is billed and the income account it posts to. An expense type in use keeps its code and
 * calculation (checkEditable).
 */
function ExpenseTypeForm({ detail, canEdit }: ExpenseTypeFormProps) {
  const { t } = useTranslation(['expense-types', 'settings', 'common']);
  const { lang } = usePreferences();
  const controls = useEditorControls();
  const [form] = Form.useForm<ExpenseTypeValues>();
  const save = useSaveExpenseType();
  const categories = useExpenseCategories();
  const wallets = useWalletTypes();
  // Usually income; a sinking fund credits the fund (equity) and a deposit a liability.
  const income = useAccountOptions({ postable: 'Y' });
  const editable = useExpenseTypeEditable(detail?.expenseTypeCode ?? null, canEdit);
  const locked = editable.data?.editable === false;
  const rules = useMemo(() => formRulesFrom(expenseTypeSave, lang), [lang]);
  const tierRules = useMemo(() => formRulesFrom(meterTier, lang), [lang]);
  const calcKind = Form.useWatch('calcKind', form);
  const billingCycle = Form.useWatch('billingCycle', form);
  const meter = calcKind === 'METER';
  const meterTypes = useLookup('METER_TYPE', meter);

  async function submit(values: ExpenseTypeValues) {
    const body = expenseTypeRequest(values, detail?.expenseTypeCode);
    if (!checkWholeSchema(form, expenseTypeSave, body, lang)) return;
    try {
      const saved = await save.mutateAsync(body);
      showSaved(detail ? t('saved.modified', { code: saved }) : t('saved.created', { code: saved }));
      controls.done();
    } catch (error) {
      const shown = reportSaveError(form, error, {
        knownFields: FIELDS,
        fieldCodes: { ST211: 'expenseTypeCode', ST205: 'incomeAccountCode' },
      });
      if (!shown) void editable.refetch();
    }
  }

  return (
    <>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <InUseNotice check={editable.data} locked={t('locked')} />
      <Form<ExpenseTypeValues>
        form={form}
        name="expenseType"
        layout="vertical"
        disabled={!canEdit}
        initialValues={detail ? valuesOf(detail) : NEW_EXPENSE_TYPE}
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="expenseTypeCode"
              label={t('field.expenseTypeCode')}
              rules={rules.expenseTypeCode}
              normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
              required
            >
              <Input name="expenseTypeCode" maxLength={20} disabled={locked} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="category" label={t('field.category')} rules={rules.category} required>
              <Select
                disabled={locked}
                placeholder={t('settings:choose')}
                loading={categories.isLoading}
                options={(categories.data ?? []).map((row) => ({
                  value: row.category,
                  label: row.description,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameTh" label={t('field.nameTh')} rules={rules.nameTh} required>
              <Input name="nameTh" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('field.nameEn')} rules={rules.nameEn} required>
              <Input name="nameEn" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="calcKind" label={t('field.calcKind')} rules={rules.calcKind} required>
              <Select
                disabled={locked}
                placeholder={t('settings:choose')}
                options={CALC_KINDS.map((kind) => ({ value: kind, label: t(`calcKind.${kind}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="rate"
              label={calcKind ? t(`rateLabel.${calcKind}`) : t('field.rate')}
              rules={rules.rate}
              required
            >
              <NumberInput name="rate" suffix={t('baht')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="billingCycle"
              label={t('field.billingCycle')}
              rules={rules.billingCycle}
              required
            >
              <Select
                options={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: t(`billingCycle.${cycle}`) }))}
              />
            </Form.Item>
          </Col>
          {billingCycle === 'EVERY_N_MONTHS' && (
            <Col xs={24} md={12}>
              <Form.Item name="cycleMonths" label={t('field.cycleMonths')} rules={rules.cycleMonths} required>
                <InputNumber name="cycleMonths" min={2} max={24} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          {meter && (
            <>
              <Col xs={24} md={12}>
                <Form.Item
                  name="meterTypeCode"
                  label={t('field.meterType')}
                  rules={rules.meterTypeCode}
                  required
                >
                  <Select
                    placeholder={t('settings:choose')}
                    loading={meterTypes.isLoading}
                    options={(meterTypes.data ?? []).map((row) => ({
                      value: row.code,
                      label: row.description,
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="minimumCharge" label={t('field.minimumCharge')} rules={rules.minimumCharge}>
                  <NumberInput name="minimumCharge" suffix={t('baht')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="meterDigits"
                  label={t('field.meterDigits')}
                  tooltip={t('field.meterDigitsHint')}
                  rules={rules.meterDigits}
                >
                  <InputNumber name="meterDigits" min={3} max={10} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="meterMaxUsage"
                  label={t('field.meterMaxUsage')}
                  tooltip={t('field.meterMaxUsageHint')}
                  rules={rules.meterMaxUsage}
                >
                  <NumberInput name="meterMaxUsage" suffix={t('units')} />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Typography.Text strong>{t('tiers.title')}</Typography.Text>
                <Typography.Paragraph type="secondary">{t('tiers.hint')}</Typography.Paragraph>
                <Form.List name="tiers">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, index) => (
                        <Row
                          key={field.key}
                          gutter={8}
                          align="top"
                          role="group"
                          aria-label={t('tiers.row', { index: index + 1 })}
                        >
                          <Col span={10}>
                            <Form.Item
                              name={[field.name, 'upTo']}
                              label={t('tiers.upTo')}
                              rules={tierRules.upTo}
                            >
                              <NumberInput name={`tiers.${index}.upTo`} placeholder={t('tiers.open')} />
                            </Form.Item>
                          </Col>
                          <Col span={10}>
                            <Form.Item
                              name={[field.name, 'rate']}
                              label={t('tiers.rate')}
                              rules={tierRules.rate}
                              required
                            >
                              <NumberInput name={`tiers.${index}.rate`} suffix={t('baht')} />
                            </Form.Item>
                          </Col>
                          <Col span={4} style={{ paddingTop: 30 }}>
                            {canEdit && (
                              <Tooltip title={t('tiers.remove', { index: index + 1 })}>
                                <Button
                                  danger
                                  icon={<DeleteOutlined />}
                                  aria-label={t('tiers.remove', { index: index + 1 })}
                                  onClick={() => remove(field.name)}
                                />
                              </Tooltip>
                            )}
                          </Col>
                        </Row>
                      ))}
                      {canEdit && (
                        <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                          {t('tiers.add')}
                        </Button>
                      )}
                    </>
                  )}
                </Form.List>
              </Col>
            </>
          )}
          <Col xs={24}>
            <Form.Item
              name="incomeAccountCode"
              label={t('field.incomeAccount')}
              rules={rules.incomeAccountCode}
              required
              extra={t('hint.incomeAccount')}
            >
              <Select
                placeholder={t('settings:choose')}
                loading={income.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={income.data ?? []}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="walletType" label={t('field.walletType')} rules={rules.walletType}>
              <Radio.Group
                options={(wallets.data ?? []).map((row) => ({
                  value: row.walletType,
                  label: row.walletTypeDescription,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="vatApplicable" label={t('field.vatApplicable')} {...flagItemProps}>
              <Switch checkedChildren={t('settings:yesNo.Y')} unCheckedChildren={t('settings:yesNo.N')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="autoBill" label={t('field.autoBill')} {...flagItemProps}>
              <Switch checkedChildren={t('settings:yesNo.Y')} unCheckedChildren={t('settings:yesNo.N')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="active" label={t('settings:status')} {...flagItemProps}>
              <Switch checkedChildren={t('settings:active.Y')} unCheckedChildren={t('settings:active.N')} />
            </Form.Item>
          </Col>
        </Row>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{canEdit ? t('common:cancel') : t('common:close')}</Button>
        {canEdit && (
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            id="expense-type-save"
          >
            {t('common:save')}
          </Button>
        )}
      </Flex>
    </>
  );
}

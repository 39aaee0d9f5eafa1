import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  ConfigProvider,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AREA_UNIT_LABELS,
  AREA_UNIT_OF,
  BUDGET_CONTROLS,
  ENGLISH_MONTHS,
  PROPERTY_TYPES,
  SURCHARGE_CAPS,
  THAI_MONTHS,
  propertyBankAccountInput,
  propertyModify,
  propertySave,
  ruleMessage,
  surchargeSettings,
  labelOf,
  type PropertyDetail,
} from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { NumberInput } from '../../../components/number-input';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag } from '../../../lib/settings/active-tag';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { flagItemProps } from '../../../lib/settings/flag';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useUnsavedChangesGuard } from '../../../lib/settings/unsaved-changes';
import { useCheckPropertyCode, useModifyProperty, useSaveProperty } from '../api/properties';
import { BankAccountsList } from './bank-accounts-list';
import {
  NEW_PROPERTY_VALUES,
  PROPERTY_FIELDS,
  propertyFormValues,
  propertyRequest,
  type PropertyFormValues,
} from './property-form-values';

const LIST_PATH = '/views/setting/project';
const DETAIL_PATH = '/views/setting/projectDetail';
const SURCHARGE_METHODS = ['DAILY_365', 'MONTHLY_RATE'] as const;
const HIGHER_RATE_PARTS = ['OLDER_PART', 'WHOLE_DEBT'] as const;

type PropertyEditorProps = { title: string; detail: PropertyDetail | null };

/** The property's settings form: create (detail null) or modify. Read-only without SETTING_PROJECT_EDIT. */
export function PropertyEditor({ title, detail }: PropertyEditorProps) {
  const { t } = useTranslation(['property-settings', 'settings', 'common']);
  const { lang } = usePreferences();
  const navigate = useNavigate();
  const rights = useRights();
  const canEdit = rights.can('SETTING_PROJECT_EDIT');
  const creating = detail === null;
  // Where money goes (bank accounts, biller ID, tax, surcharge) is property administration, not settings editing.
  const moneyLocked = !canEdit || !(creating || rights.can('PROPERTY_ADMIN'));
  const [form] = Form.useForm<PropertyFormValues>();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const save = useSaveProperty();
  const modify = useModifyProperty();
  const isCodeFree = useCheckPropertyCode();
  const schema = creating ? propertySave : propertyModify;
  const rules = useMemo(() => formRulesFrom(propertySave, lang), [lang]);
  const rowRules = useMemo(() => formRulesFrom(propertyBankAccountInput, lang), [lang]);
  const surchargeRules = useMemo(() => formRulesFrom(surchargeSettings, lang), [lang]);
  const propertyType = Form.useWatch('propertyType', form);
  const readOnly = !canEdit;

  const initialValues = useMemo(() => (detail ? propertyFormValues(detail) : NEW_PROPERTY_VALUES), [detail]);

  // A refetch after saving brings what the server holds; unsaved typing is never overwritten.
  useEffect(() => {
    if (dirty) return;
    form.resetFields();
    form.setFieldsValue(initialValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new detail resets the form
  }, [initialValues, form]);

  const codeRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const parsed = propertySave.shape.newPropertyCode.safeParse(value);
      if (!parsed.success) return; // the schema rule says what is wrong
      const free = await isCodeFree(parsed.data).catch(() => true);
      if (!free) throw new Error(ruleMessage(lang, 'duplicatePropertyCode'));
    },
  };

  async function submit(values: PropertyFormValues) {
    const body = propertyRequest(values);
    const propertyCode = detail?.propertyCode ?? '';
    const whole = creating ? { ...body, propertyCode: 'NEW' } : { ...body, propertyCode };
    if (!checkWholeSchema(form, schema, whole, lang)) return;
    try {
      if (creating) {
        const code = await save.mutateAsync(body);
        setDirty(false);
        guard.allowNextNavigation();
        showSaved(t('saved.created', { code }));
        void navigate(`${DETAIL_PATH}?propertyCode=${encodeURIComponent(code)}`, { replace: true });
      } else {
        const { newPropertyCode: _code, ...changes } = body;
        await modify.mutateAsync({ ...changes, propertyCode });
        setDirty(false);
        showSaved(t('saved.modified', { code: propertyCode }));
      }
    } catch (error) {
      reportSaveError(form, error, {
        knownFields: PROPERTY_FIELDS,
        fieldCodes: { PJ001: 'newPropertyCode', PJ006: 'propertyType' },
      });
    }
  }

  const areaUnit = propertyType ? labelOf(AREA_UNIT_LABELS, AREA_UNIT_OF[propertyType], lang) : null;
  const cap = propertyType === 'CONDO' ? SURCHARGE_CAPS.CONDO : null;

  return (
    <>
      <DetailHeader
        title={title}
        backTo={LIST_PATH}
        subtitle={
          detail ? (
            <Space wrap>
              <Typography.Text strong>{detail.propertyCode}</Typography.Text>
              <Typography.Text>{detail.propertyName}</Typography.Text>
              <ActiveTag active={detail.active} />
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('detail.newProperty')}</Typography.Text>
          )
        }
        actions={
          canEdit && (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending || modify.isPending}
              onClick={() => form.submit()}
              id="property-save"
            >
              {t('common:save')}
            </Button>
          )
        }
      />
      {readOnly && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <Form<PropertyFormValues>
        form={form}
        name="property"
        layout="vertical"
        initialValues={initialValues}
        disabled={readOnly}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(values)}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0];
          if (first) form.scrollToField(first.name, { block: 'center' });
        }}
        scrollToFirstError
      >
        <Flex vertical gap={16}>
          <Card size="small" title={t('section.general')}>
            <Row gutter={16}>
              {creating && (
                <Col xs={24} md={8}>
                  <Form.Item
                    name="newPropertyCode"
                    label={t('field.propertyCode')}
                    rules={[...rules.newPropertyCode, codeRule]}
                    validateFirst
                    validateDebounce={400}
                    validateTrigger={['onChange', 'onBlur']}
                    normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
                    hasFeedback
                    extra={t('hint.propertyCode')}
                    required
                  >
                    <Input name="newPropertyCode" maxLength={20} autoComplete="off" />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={creating ? 8 : 12}>
                <Form.Item name="nameTh" label={t('field.nameTh')} rules={rules.nameTh} required>
                  <Input name="nameTh" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={creating ? 8 : 12}>
                <Form.Item name="nameEn" label={t('field.nameEn')} rules={rules.nameEn} required>
                  <Input name="nameEn" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="propertyType"
                  label={t('field.propertyType')}
                  rules={rules.propertyType}
                  required
                  extra={areaUnit ? t('hint.areaUnit', { unit: areaUnit }) : undefined}
                >
                  <Radio.Group
                    name="propertyType"
                    options={PROPERTY_TYPES.map((type) => ({
                      value: type,
                      label: t(`propertyType.${type}`),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="phone" label={t('field.phone')} rules={rules.phone}>
                  <Input name="phone" maxLength={30} autoComplete="tel" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="email" label={t('field.email')} rules={rules.email}>
                  <Input name="email" type="email" maxLength={254} autoComplete="email" />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          {canEdit && moneyLocked && <Alert type="info" showIcon message={t('adminOnly')} />}

          <ConfigProvider componentDisabled={moneyLocked}>
            <Card size="small" title={t('section.tax')}>
              <Row gutter={16}>
                <Col xs={24} md={6}>
                  <Form.Item name="vatRegistered" label={t('field.vatRegistered')} {...flagItemProps}>
                    <Switch />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item
                    name="taxId"
                    label={t('field.taxId')}
                    rules={rules.taxId}
                    extra={t('hint.taxId')}
                  >
                    <Input name="taxId" maxLength={17} inputMode="numeric" autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item
                    name="branchNo"
                    label={t('field.branchNo')}
                    rules={rules.branchNo}
                    extra={t('hint.branchNo')}
                  >
                    <Input name="branchNo" maxLength={5} inputMode="numeric" autoComplete="off" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          </ConfigProvider>

          <Card size="small" title={t('section.address')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="addressTh" label={t('field.addressTh')} rules={rules.addressTh}>
                  <Input.TextArea name="addressTh" rows={3} maxLength={500} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="addressEn" label={t('field.addressEn')} rules={rules.addressEn}>
                  <Input.TextArea name="addressEn" rows={3} maxLength={500} />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <ConfigProvider componentDisabled={moneyLocked}>
            <Card size="small" title={t('section.bankAccounts')}>
              <BankAccountsList rules={rowRules} readOnly={moneyLocked} />
            </Card>

            <Card size="small" title={t('section.billPayment')}>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="billerId"
                    label={t('field.billerId')}
                    rules={rules.billerId}
                    extra={t('hint.billerId')}
                  >
                    <Input name="billerId" maxLength={15} inputMode="numeric" autoComplete="off" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card
              size="small"
              title={
                <Space>
                  {t('section.surcharge')}
                  <Tag>{t('surcharge.placeholderTag')}</Tag>
                </Space>
              }
            >
              <Typography.Paragraph type="secondary">{t('surcharge.placeholder')}</Typography.Paragraph>
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={['surcharge', 'method']}
                    label={t('surcharge.method')}
                    rules={surchargeRules.method}
                  >
                    <Select
                      allowClear
                      placeholder={t('settings:choose')}
                      options={SURCHARGE_METHODS.map((method) => ({
                        value: method,
                        label: t(`surcharge.methods.${method}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={['surcharge', 'ratePerYear']}
                    label={t('surcharge.ratePerYear')}
                    rules={surchargeRules.ratePerYear}
                    extra={cap ? t('surcharge.cap', { rate: cap.ratePerYear }) : undefined}
                  >
                    <NumberInput name="surcharge.ratePerYear" suffix="%" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={['surcharge', 'overdueRatePerYear']}
                    label={t('surcharge.overdueRatePerYear')}
                    rules={surchargeRules.overdueRatePerYear}
                    extra={cap ? t('surcharge.cap', { rate: cap.overdueRatePerYear }) : undefined}
                  >
                    <NumberInput name="surcharge.overdueRatePerYear" suffix="%" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={['surcharge', 'overdueAfterMonths']}
                    label={t('surcharge.overdueAfterMonths')}
                    rules={[
                      ...surchargeRules.overdueAfterMonths,
                      // The server's rule too (Condominium Act s.18/1): said at the field before saving.
                      {
                        validator: async (_rule, value: unknown) => {
                          if (cap && typeof value === 'number' && value < cap.overdueAfterMonthsMin)
                            throw new Error(
                              ruleMessage(lang, 'condoOverdueMonths', { min: cap.overdueAfterMonthsMin }),
                            );
                        },
                      },
                    ]}
                    extra={cap ? t('surcharge.capMonths', { min: cap.overdueAfterMonthsMin }) : undefined}
                  >
                    <InputNumber
                      name="surcharge.overdueAfterMonths"
                      min={1}
                      max={60}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={['surcharge', 'higherRateAppliesTo']}
                    label={t('surcharge.higherRateAppliesTo')}
                    rules={surchargeRules.higherRateAppliesTo}
                  >
                    <Select
                      allowClear
                      placeholder={t('settings:choose')}
                      options={HIGHER_RATE_PARTS.map((part) => ({
                        value: part,
                        label: t(`surcharge.parts.${part}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name={['surcharge', 'graceDays']}
                    label={t('surcharge.graceDays')}
                    rules={surchargeRules.graceDays}
                  >
                    <InputNumber
                      name="surcharge.graceDays"
                      min={0}
                      max={90}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card size="small" title={t('section.approval')}>
              <Form.Item
                name="creatorMayApprove"
                label={t('field.creatorMayApprove')}
                extra={t('hint.creatorMayApprove')}
                {...flagItemProps}
              >
                <Switch />
              </Form.Item>
              <Form.Item
                name="budgetOverAvailable"
                label={t('field.budgetOverAvailable')}
                extra={t('hint.budgetOverAvailable')}
              >
                <Radio.Group
                  options={BUDGET_CONTROLS.map((c) => ({ value: c, label: t(`budgetControl.${c}`) }))}
                />
              </Form.Item>
              <Form.Item
                name="fiscalYearStartMonth"
                label={t('field.fiscalYearStartMonth')}
                extra={t('hint.fiscalYearStartMonth')}
              >
                <Select
                  style={{ maxWidth: 220 }}
                  options={(lang === 'th' ? THAI_MONTHS : ENGLISH_MONTHS).map((name, i) => ({
                    value: i + 1,
                    label: name,
                  }))}
                />
              </Form.Item>
            </Card>
          </ConfigProvider>
        </Flex>
      </Form>
    </>
  );
}

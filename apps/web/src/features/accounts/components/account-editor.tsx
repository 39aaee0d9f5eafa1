import { useMemo } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NORMAL_SIDES,
  NORMAL_SIDE_OF,
  accountSave,
  type AccountCategory,
  type AccountDetail,
  type ActiveFlag,
  type NormalSide,
} from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useAccountOptions } from '../../../lib/reference/get-account-options';
import { useEditorControls } from '../../../lib/settings/editor-drawer';
import { flagItemProps } from '../../../lib/settings/flag';
import { toRequestValues } from '../../../lib/settings/form-values';
import { InUseNotice } from '../../../lib/settings/in-use-notice';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import {
  useAccount,
  useAccountCategories,
  useAccountEditable,
  useSaveAccount,
  type AccountSaveInput,
} from '../api/accounts';
import { PageLoading } from '../../../components/page-loading';

type AccountValues = {
  accountCode?: string;
  nameTh?: string;
  nameEn?: string;
  category?: AccountCategory;
  normalSide?: NormalSide;
  parentCode?: string | null;
  postable: ActiveFlag;
  active: ActiveFlag;
};

const FIELDS = [
  'accountCode',
  'nameTh',
  'nameEn',
  'category',
  'normalSide',
  'parentCode',
  'postable',
  'active',
] as const;
const NEW_ACCOUNT: AccountValues = { postable: 'Y', active: 'Y' };

function valuesOf(detail: AccountDetail): AccountValues {
  return {
    accountCode: detail.accountCode,
    nameTh: detail.nameTh,
    nameEn: detail.nameEn,
    category: detail.category,
    normalSide: detail.normalSide,
    parentCode: detail.parentCode,
    postable: detail.postable,
    active: detail.active,
  };
}

type AccountEditorProps = { accountCode: string | null; canEdit: boolean };

/** Loads the account (none: a new one) and shows its form. */
export function AccountEditor({ accountCode, canEdit }: AccountEditorProps) {
  const account = useAccount(accountCode);
  if (accountCode && !account.data) {
    return <PageLoading />;
  }
  return <AccountForm detail={account.data ?? null} canEdit={canEdit} />;
}

type AccountFormProps = { detail: AccountDetail | null; canEdit: boolean };

/**
 * An account of the chart: code, Thai and English names, category, normal side, the header account it sits
 * under, postable and active. An account in use keeps its code and category (checkEditable); one with
 * sub-accounts stays a header account.
 */
function AccountForm({ detail, canEdit }: AccountFormProps) {
  const { t } = useTranslation(['accounts', 'settings', 'common']);
  const { lang } = usePreferences();
  const controls = useEditorControls();
  const [form] = Form.useForm<AccountValues>();
  const save = useSaveAccount();
  const categories = useAccountCategories();
  const editable = useAccountEditable(detail?.accountCode ?? null, canEdit);
  const locked = editable.data?.editable === false;
  const rules = useMemo(() => formRulesFrom(accountSave, lang), [lang]);
  const category = Form.useWatch('category', form);
  const parents = useAccountOptions({ category, postable: 'N' });
  const hasChildren = (detail?.childCount ?? 0) > 0;

  async function submit(values: AccountValues) {
    const body = { ...toRequestValues(values), originalCode: detail?.accountCode } as AccountSaveInput;
    if (!checkWholeSchema(form, accountSave, body, lang)) return;
    try {
      const code = await save.mutateAsync(body);
      showSaved(detail ? t('saved.modified', { code }) : t('saved.created', { code }));
      controls.done();
    } catch (error) {
      const shown = reportSaveError(form, error, {
        knownFields: FIELDS,
        fieldCodes: { ST201: 'accountCode', ST204: 'parentCode', ST206: 'postable' },
      });
      if (!shown) void editable.refetch();
    }
  }

  return (
    <>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <InUseNotice check={editable.data} locked={t('locked')} />
      <Form<AccountValues>
        form={form}
        name="account"
        layout="vertical"
        disabled={!canEdit}
        initialValues={detail ? valuesOf(detail) : NEW_ACCOUNT}
        onValuesChange={(changed: Partial<AccountValues>) => {
          controls.setDirty(true);
          // A new category brings its usual side; a contra account changes it afterwards.
          if (changed.category) {
            form.setFieldsValue({ normalSide: NORMAL_SIDE_OF[changed.category], parentCode: null });
          }
        }}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="accountCode"
              label={t('field.accountCode')}
              rules={rules.accountCode}
              normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
              required
            >
              <Input name="accountCode" maxLength={20} disabled={locked} />
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
          <Col xs={24}>
            <Form.Item name="nameTh" label={t('field.nameTh')} rules={rules.nameTh} required>
              <Input name="nameTh" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="nameEn" label={t('field.nameEn')} rules={rules.nameEn} required>
              <Input name="nameEn" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="parentCode"
              label={t('field.parent')}
              rules={rules.parentCode}
              extra={t('hint.parent')}
            >
              <Select
                allowClear
                disabled={!category}
                placeholder={category ? t('settings:choose') : t('hint.categoryFirst')}
                loading={parents.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={(parents.data ?? []).filter((option) => option.value !== detail?.accountCode)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="normalSide"
              label={t('field.normalSide')}
              rules={rules.normalSide}
              extra={t('hint.normalSide')}
            >
              <Radio.Group
                disabled={locked}
                options={NORMAL_SIDES.map((side) => ({ value: side, label: t(`normalSide.${side}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
            <Form.Item
              name="postable"
              label={t('field.postable')}
              {...flagItemProps}
              extra={
                hasChildren ? t('hint.hasChildren', { count: detail?.childCount ?? 0 }) : t('hint.postable')
              }
            >
              <Switch
                disabled={hasChildren || locked}
                checkedChildren={t('settings:yesNo.Y')}
                unCheckedChildren={t('settings:yesNo.N')}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={7}>
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
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} id="account-save">
            {t('common:save')}
          </Button>
        )}
      </Flex>
    </>
  );
}

import { useMemo } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { budgetItemSave, type ActiveFlag, type BudgetItemDetail } from '@suanklang/shared';
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
  useBudgetItemEditable,
  useBudgetItem,
  useSaveBudgetItem,
  type BudgetItemSaveInput,
} from '../api/budget-items';
import { PageLoading } from '../../../components/page-loading';

type BudgetItemValues = {
  budgetItemCode?: string;
  descriptionTh?: string;
  descriptionEn?: string;
  expenseAccountCode?: string;
  active: ActiveFlag;
};

const FIELDS = ['budgetItemCode', 'descriptionTh', 'descriptionEn', 'expenseAccountCode', 'active'] as const;

type BudgetItemEditorProps = { code: string | null; canEdit: boolean };

export function BudgetItemEditor({ code, canEdit }: BudgetItemEditorProps) {
  const item = useBudgetItem(code);
  if (code && !item.data) {
    return <PageLoading />;
  }
  return <BudgetItemForm detail={item.data ?? null} canEdit={canEdit} />;
}

type BudgetItemFormProps = { detail: BudgetItemDetail | null; canEdit: boolean };

/** A budget item and the expense account actual spending is compared with. In use, its code stays. */
function BudgetItemForm({ detail, canEdit }: BudgetItemFormProps) {
  const { t } = useTranslation(['budget-items', 'settings', 'common']);
  const { lang } = usePreferences();
  const controls = useEditorControls();
  const [form] = Form.useForm<BudgetItemValues>();
  const save = useSaveBudgetItem();
  const expenseAccounts = useAccountOptions({ category: 'EXPENSE', postable: 'Y' });
  const editable = useBudgetItemEditable(detail?.budgetItemCode ?? null, canEdit);
  const locked = editable.data?.editable === false;
  const rules = useMemo(() => formRulesFrom(budgetItemSave, lang), [lang]);

  async function submit(values: BudgetItemValues) {
    const body = { ...toRequestValues(values), originalCode: detail?.budgetItemCode } as BudgetItemSaveInput;
    if (!checkWholeSchema(form, budgetItemSave, body, lang)) return;
    try {
      const code = await save.mutateAsync(body);
      showSaved(detail ? t('saved.modified', { code }) : t('saved.created', { code }));
      controls.done();
    } catch (error) {
      const shown = reportSaveError(form, error, {
        knownFields: FIELDS,
        fieldCodes: { BG001: 'budgetItemCode', ST205: 'expenseAccountCode' },
      });
      if (!shown) void editable.refetch();
    }
  }

  return (
    <>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <InUseNotice check={editable.data} locked={t('locked')} />
      <Form<BudgetItemValues>
        form={form}
        name="budgetItem"
        layout="vertical"
        disabled={!canEdit}
        initialValues={
          detail
            ? {
                budgetItemCode: detail.budgetItemCode,
                descriptionTh: detail.descriptionTh,
                descriptionEn: detail.descriptionEn,
                expenseAccountCode: detail.expenseAccountCode,
                active: detail.active,
              }
            : { active: 'Y' }
        }
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="budgetItemCode"
              label={t('field.budgetItemCode')}
              rules={rules.budgetItemCode}
              normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
              required
            >
              <Input name="budgetItemCode" maxLength={20} disabled={locked} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="active" label={t('settings:status')} {...flagItemProps}>
              <Switch checkedChildren={t('settings:active.Y')} unCheckedChildren={t('settings:active.N')} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="descriptionTh"
              label={t('field.descriptionTh')}
              rules={rules.descriptionTh}
              required
            >
              <Input name="descriptionTh" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="descriptionEn"
              label={t('field.descriptionEn')}
              rules={rules.descriptionEn}
              required
            >
              <Input name="descriptionEn" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="expenseAccountCode"
              label={t('field.expenseAccount')}
              rules={rules.expenseAccountCode}
              required
              extra={t('hint.expenseAccount')}
            >
              <Select
                placeholder={t('settings:choose')}
                loading={expenseAccounts.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={expenseAccounts.data ?? []}
              />
            </Form.Item>
          </Col>
        </Row>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{canEdit ? t('common:cancel') : t('common:close')}</Button>
        {canEdit && (
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} id="budget-item-save">
            {t('common:save')}
          </Button>
        )}
      </Flex>
    </>
  );
}

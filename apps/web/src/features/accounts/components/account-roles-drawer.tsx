import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Select, Tag, Typography } from 'antd';
import { NodeIndexOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accountRoleInput, accountRolesSave, type AccountRoleRow } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { PageLoading } from '../../../components/page-loading';
import { useLang } from '../../../components/use-lang';
import { formRulesFrom } from '../../../components/zod-rule';
import {
  HttpError,
  toFormFieldErrors,
  type FieldSetter,
  type FormFieldError,
} from '../../../lib/http/errors';
import { useAccountOptions, type AccountOption } from '../../../lib/reference/get-account-options';
import { EditorDrawer, useEditorControls } from '../../../lib/settings/editor-drawer';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { schemaFieldErrors } from '../../../lib/settings/schema-errors';
import { useAccountRoles, useSaveAccountRoles } from '../api/account-roles';

type RoleValues = { role?: string; accountCode?: string };
type RolesValues = { roles: RoleValues[] };

/** "[code] - description", as every account dropdown shows an account. */
const accountLabel = (code: string, description: string | null) =>
  description ? `[${code}] - ${description}` : `[${code}]`;

/**
 * The button on the chart-of-accounts screen that opens the posting accounts panel (read-only without
 * SETTING_ACCOUNT_EDIT).
 */
export function AccountRolesButton({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<NodeIndexOutlined />} id="account-roles" onClick={() => setOpen(true)}>
        {t('roles.button')}
      </Button>
      <EditorDrawer open={open} title={t('roles.title')} onClose={() => setOpen(false)}>
        <AccountRolesPanel canEdit={canEdit} />
      </EditorDrawer>
    </>
  );
}

function AccountRolesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('accounts');
  const roles = useAccountRoles(true);
  if (roles.isError) return <Alert type="error" showIcon title={t('roles.loadFailed')} />;
  if (!roles.data) return <PageLoading />;
  return <AccountRolesForm rows={roles.data} canEdit={canEdit} />;
}

/** The account options, with the role's current account kept when it is no longer offered (inactive, renamed). */
function optionsFor(options: AccountOption[], row: AccountRoleRow): AccountOption[] {
  if (options.some((option) => option.value === row.accountCode)) return options;
  return [
    { value: row.accountCode, label: accountLabel(row.accountCode, row.accountDescription) },
    ...options,
  ];
}

/**
 * One row per posting role: the role's name and the account it posts to, chosen from the property's postable
 * accounts. Only the roles whose account changed are sent; each must be postable and active (the server says
 * which one it refuses, under its row).
 */
function AccountRolesForm({ rows, canEdit }: { rows: AccountRoleRow[]; canEdit: boolean }) {
  const { t } = useTranslation(['accounts', 'settings', 'common']);
  const lang = useLang();
  const controls = useEditorControls();
  const [form] = Form.useForm<RolesValues>();
  const save = useSaveAccountRoles();
  const accounts = useAccountOptions({ postable: 'Y' });
  const rules = useMemo(() => formRulesFrom(accountRoleInput, lang), [lang]);
  const values = Form.useWatch('roles', form);
  const initialValues = useMemo<RolesValues>(
    () => ({ roles: rows.map((row) => ({ role: row.role, accountCode: row.accountCode })) }),
    [rows],
  );

  async function submit({ roles }: RolesValues) {
    // onFinish gives the registered fields only (accountCode): the role comes from the row of the same index.
    const changed = rows
      .map((row, index) => ({ role: row.role, accountCode: roles[index]?.accountCode ?? '', index }))
      .filter((value) => value.accountCode !== rows[value.index]?.accountCode);
    if (changed.length === 0) {
      controls.done();
      return;
    }
    const body = { roles: changed.map(({ role, accountCode }) => ({ role, accountCode })) };
    // The body holds the changed rows only: an error at roles.N belongs to the form's row changed[N].index.
    const fields: FieldSetter = form;
    const toRows = (errors: FormFieldError[]) =>
      errors.map((error) => {
        const [head, position, ...rest] = error.name;
        if (head !== 'roles' || typeof position !== 'number') return error;
        return { ...error, name: ['roles', changed[position]?.index ?? position, ...rest] };
      });
    const local = schemaFieldErrors(accountRolesSave, { ...body, propertyCode: 'P' }, lang);
    if (local.length > 0) {
      fields.setFields(toRows(local));
      return;
    }
    try {
      await save.mutateAsync(body);
      showSaved(t('roles.saved', { count: changed.length }));
      controls.done();
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.fields.length > 0) {
        fields.setFields(toRows(toFormFieldErrors(error.fields)));
        return;
      }
      reportSaveError(form, error);
    }
  }

  return (
    <>
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <Typography.Paragraph type="secondary">{t('roles.intro')}</Typography.Paragraph>
      <Form<RolesValues>
        form={form}
        name="accountRoles"
        layout="vertical"
        disabled={!canEdit}
        initialValues={initialValues}
        onValuesChange={() => controls.setDirty(true)}
        onFinish={(submitted) => void submit(submitted)}
        autoComplete="off"
      >
        <Form.List name="roles">
          {(fields) =>
            fields.map((field) => {
              const row = rows[field.name];
              if (!row) return null;
              const current = values?.[field.name]?.accountCode ?? row.accountCode;
              const standard = current === row.defaultAccountCode;
              return (
                <Form.Item
                  key={field.key}
                  name={[field.name, 'accountCode']}
                  rules={rules.accountCode}
                  required
                  label={
                    <Flex gap={8} align="center" wrap>
                      {row.description}
                      {!standard && <Tag color="blue">{t('roles.changed')}</Tag>}
                    </Flex>
                  }
                  extra={
                    standard ? (
                      t('roles.standard')
                    ) : (
                      <Flex gap={4} align="center" wrap>
                        {t('roles.standardIs', { code: row.defaultAccountCode })}
                        {canEdit && (
                          <Button
                            type="link"
                            size="small"
                            onClick={() => {
                              form.setFieldValue(
                                ['roles', field.name, 'accountCode'],
                                row.defaultAccountCode,
                              );
                              controls.setDirty(true);
                            }}
                          >
                            {t('roles.useStandard')}
                          </Button>
                        )}
                      </Flex>
                    )
                  }
                >
                  <Select
                    aria-label={row.description}
                    placeholder={t('settings:choose')}
                    loading={accounts.isLoading}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={optionsFor(accounts.data ?? [], row)}
                  />
                </Form.Item>
              );
            })
          }
        </Form.List>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 8 }}>
        <Button onClick={controls.cancel}>{canEdit ? t('common:cancel') : t('common:close')}</Button>
        {canEdit && (
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            id="account-roles-save"
          >
            {t('common:save')}
          </Button>
        )}
      </Flex>
    </>
  );
}

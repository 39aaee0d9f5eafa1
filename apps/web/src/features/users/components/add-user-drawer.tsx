import { useMemo } from 'react';
import { Button, Drawer, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { nonDirectoryUserSave } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { passwordRules } from '../../../components/password-rule';
import { formRulesFrom } from '../../../components/zod-rule';
import { isHttpError } from '../../../lib/http/errors';
import { showFormError } from '../../../lib/http/form-errors';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useSaveNonDirectoryUser, type UserFilter, type NonDirectoryUserInput } from '../api/users';
import { SHARED_USER_FIELDS, UserFields } from './user-fields';

const FORM_FIELDS = ['username', 'password', ...SHARED_USER_FIELDS] as const;

type AddUserDrawerProps = { open: boolean; onClose: () => void; filter: UserFilter | undefined };

/**
 * "Add non-directory user": someone outside the company directory who signs in with a password. The form checks
 * the same zod schema the server checks (nonDirectoryUserSave), and the server's field errors land on the fields.
 */
export function AddUserDrawer({ open, onClose, filter }: AddUserDrawerProps) {
  const { t } = useTranslation(['users', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<NonDirectoryUserInput>();
  const save = useSaveNonDirectoryUser();
  const rules = useMemo(() => formRulesFrom(nonDirectoryUserSave, lang), [lang]);

  function close() {
    form.resetFields();
    onClose();
  }

  async function submit(values: NonDirectoryUserInput) {
    try {
      await save.mutateAsync({ ...values, position: values.position || undefined });
      showSaved(t('users:add.saved', { username: values.username }));
      close();
    } catch (error) {
      if (isHttpError(error) && error.code === 'ST101') {
        form.setFields([{ name: 'username', errors: [error.message] }]);
        return;
      }
      showFormError(form, error, FORM_FIELDS);
    }
  }

  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('users:add.title')}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('common:cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} id="add-user-save">
            {t('common:save')}
          </Button>
        </Space>
      }
    >
      <Form<NonDirectoryUserInput>
        form={form}
        name="nonDirectoryUser"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        autoComplete="off"
        requiredMark
      >
        <Form.Item name="username" label={t('users:field.username')} rules={rules.username} required>
          <Input name="username" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('users:field.password')}
          rules={passwordRules(lang, () => form.getFieldValue('username') as string | undefined)}
          dependencies={['username']}
          required
        >
          <Input.Password name="password" autoComplete="new-password" />
        </Form.Item>
        <UserFields rules={rules} filter={filter} />
        {/* Enter in a field submits like the save button does. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Drawer>
  );
}

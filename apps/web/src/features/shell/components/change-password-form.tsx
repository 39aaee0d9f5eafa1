import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@suanklang/shared';
import { showSuccess } from '../../../components/dialogs';
import { passwordRules } from '../../../components/password-rule';
import { isHttpError } from '../../../lib/http/errors';
import { showFormError } from '../../../lib/http/form-errors';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

const FORM_FIELDS = ['currentPassword', 'newPassword'] as const;

type ChangePasswordFormProps = {
  username: string;
  /** Every session of the user has ended: the browser signs in again with the new password. */
  onChanged: () => void;
};

/**
 * The signed-in user's own password: the current one, then the new one twice. The form checks the length and
 * the user name as the server does; the server also refuses common passwords and a wrong current password.
 */
export function ChangePasswordForm({ username, onChanged }: ChangePasswordFormProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  async function submit(values: Values) {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      showSuccess(t('shell:password.changed'));
      onChanged();
    } catch (error) {
      if (isHttpError(error) && error.code === 'ST106') {
        form.setFields([{ name: 'currentPassword', errors: [error.message] }]);
        return;
      }
      showFormError(form, error, FORM_FIELDS);
    }
  }

  return (
    <Form<Values>
      form={form}
      name="changePassword"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      requiredMark
    >
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('shell:password.title')}
      </Typography.Title>
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Form.Item
        name="currentPassword"
        label={t('shell:password.current')}
        rules={[{ required: true, message: ruleMessage(lang, 'required') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('shell:password.new')}
        extra={t('shell:password.hint')}
        rules={passwordRules(lang, () => username)}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('shell:password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: ruleMessage(lang, 'required') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('newPassword'))
                throw new Error(ruleMessage(lang, 'confirmed'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} id="change-password-save">
        {t('shell:password.submit')}
      </Button>
    </Form>
  );
}

import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '@suanklang/shared';
import { showSuccess } from '../../../components/dialogs';
import { passwordRules } from '../../../components/password-rule';
import { showFormError } from '../../../lib/http/form-errors';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useResetPassword } from '../api/users';

type Values = { password: string; confirmPassword: string };

type ResetPasswordDialogProps = {
  open: boolean;
  onClose: () => void;
  user: { userId: string; username: string };
};

/**
 * An administrator's new password for a user: the user's sessions end at once and the sign-in page asks them
 * for a password of their own at the next sign-in.
 */
export function ResetPasswordDialog({ open, onClose, user }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['users', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();

  function close() {
    form.resetFields();
    onClose();
  }

  async function submit(values: Values) {
    try {
      await reset.mutateAsync({ userId: user.userId, password: values.password });
      showSuccess(t('users:resetPassword.done', { username: user.username }));
      close();
    } catch (error) {
      showFormError(form, error, ['password']);
    }
  }

  return (
    <Modal
      open={open}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('users:resetPassword.submit')}
      cancelText={t('common:cancel')}
      confirmLoading={reset.isPending}
      title={t('users:resetPassword.title', { username: user.username })}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('users:resetPassword.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="resetPassword"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        autoComplete="off"
        requiredMark
      >
        <Form.Item
          name="password"
          label={t('users:resetPassword.password')}
          extra={t('users:resetPassword.hint')}
          rules={passwordRules(lang, () => user.username)}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('users:resetPassword.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: ruleMessage(lang, 'required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('password'))
                  throw new Error(ruleMessage(lang, 'confirmed'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        {/* Enter in a field submits like the OK button does. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}

import { useEffect, useMemo } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_CODES, userModify, type UserDetail } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { formRulesFrom } from '../../../components/zod-rule';
import { showFormError } from '../../../lib/http/form-errors';
import { usePreferences } from '../../../lib/preferences/preferences';
import { type UserFilter, type UserModifyInput, useModifyUser } from '../api/users';
import { SHARED_USER_FIELDS, UserFields } from './user-fields';

type EditValues = Omit<UserModifyInput, 'userId'>;
type EditUserFormProps = { user: UserDetail; filter: UserFilter | undefined; canEdit: boolean };

function valuesOf(user: UserDetail): Partial<EditValues> {
  const roleCode = (ROLE_CODES as readonly string[]).includes(user.roleCode ?? '')
    ? (user.roleCode as EditValues['roleCode'])
    : undefined;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    firstNameEn: user.firstNameEn ?? '',
    lastNameEn: user.lastNameEn ?? '',
    email: user.email ?? '',
    position: user.position ?? undefined,
    roleCode,
  };
}

/** Name, email, position and role of a user on this property (POST /manageuser/modify). Read-only without the right. */
export function EditUserForm({ user, filter, canEdit }: EditUserFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const { lang } = usePreferences();
  const [form] = Form.useForm<EditValues>();
  const modify = useModifyUser();
  const rules = useMemo(() => formRulesFrom(userModify, lang), [lang]);

  useEffect(() => {
    form.setFieldsValue(valuesOf(user));
  }, [form, user]);

  async function submit(values: EditValues) {
    try {
      await modify.mutateAsync({ ...values, position: values.position || undefined, userId: user.userId });
      showSaved(t('users:edit.saved'));
    } catch (error) {
      showFormError(form, error, SHARED_USER_FIELDS);
    }
  }

  return (
    <Form<EditValues>
      form={form}
      name="editUser"
      layout="vertical"
      initialValues={valuesOf(user)}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 560 }}
    >
      <UserFields rules={canEdit ? rules : {}} filter={filter} disabled={!canEdit} />
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={modify.isPending} id="edit-user-save">
          {t('common:save')}
        </Button>
      )}
    </Form>
  );
}

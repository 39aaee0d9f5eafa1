import { AutoComplete, Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFilter } from '../api/users';

/** The fields both user forms share: names in the spec's vocabulary, so server field errors land on them. */
export const SHARED_USER_FIELDS = [
  'firstName',
  'lastName',
  'firstNameEn',
  'lastNameEn',
  'email',
  'position',
  'roleCode',
] as const;

type UserFieldsProps = {
  rules: Record<string, FormRule[]>;
  filter: UserFilter | undefined;
  disabled?: boolean;
};

export function UserFields({ rules, filter, disabled = false }: UserFieldsProps) {
  const { t } = useTranslation('users');
  return (
    <>
      <Form.Item name="firstName" label={t('field.firstName')} rules={rules.firstName} required>
        <Input name="firstName" autoComplete="given-name" disabled={disabled} />
      </Form.Item>
      <Form.Item name="lastName" label={t('field.lastName')} rules={rules.lastName} required>
        <Input name="lastName" autoComplete="family-name" disabled={disabled} />
      </Form.Item>
      <Form.Item name="firstNameEn" label={t('field.firstNameEn')} rules={rules.firstNameEn}>
        <Input name="firstNameEn" lang="en" disabled={disabled} />
      </Form.Item>
      <Form.Item name="lastNameEn" label={t('field.lastNameEn')} rules={rules.lastNameEn}>
        <Input name="lastNameEn" lang="en" disabled={disabled} />
      </Form.Item>
      <Form.Item name="email" label={t('field.email')} rules={rules.email} required>
        <Input name="email" type="email" autoComplete="email" disabled={disabled} />
      </Form.Item>
      <Form.Item name="position" label={t('field.position')} rules={rules.position}>
        <AutoComplete
          options={(filter?.positions ?? []).map((position) => ({ value: position }))}
          disabled={disabled}
          showSearch={{
            filterOption: (input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase()),
          }}
        >
          <Input name="position" />
        </AutoComplete>
      </Form.Item>
      <Form.Item name="roleCode" label={t('field.role')} rules={rules.roleCode} required>
        <Select
          placeholder={t('field.rolePlaceholder')}
          disabled={disabled}
          loading={!filter}
          options={(filter?.roles ?? []).map((role) => ({ value: role.roleCode, label: role.description }))}
        />
      </Form.Item>
    </>
  );
}

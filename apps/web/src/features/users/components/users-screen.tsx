import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePreferences } from '../../../lib/preferences/preferences';
import { ROLE_CODES, personName, type RoleCode, type UserRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useRights } from '../../../lib/property/rights';
import { useUserFilter, useSearchUsers, type UserSearchParams } from '../api/users';
import { AddUserDrawer } from './add-user-drawer';
import { ActiveTag, DirectoryTag } from './user-tags';
import { searchPagination } from '../../../lib/search-pagination';

export const USER_DETAIL_PATH = '/views/setting/main-user/detail';
const FIRST_PAGE: UserSearchParams = { page: 1, pageSize: 20 };

function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ROLE_CODES as readonly string[]).includes(value);
}

/** The advance search's values as the search call's body. */
export function toSearchParams(values: Record<string, unknown>, pageSize: number): UserSearchParams {
  const keyword = typeof values.keyword === 'string' && values.keyword !== '' ? values.keyword : undefined;
  const active = values.active === 'Y' || values.active === 'N' ? values.active : undefined;
  const roleCode = isRoleCode(values.roleCode) ? values.roleCode : undefined;
  return { keyword, roleCode, active, page: 1, pageSize };
}

/** /views/setting/main-user: search the users, open one, add a non-directory user. */
export function UsersScreen() {
  const { t } = useTranslation(['users', 'screens']);
  const { lang } = usePreferences();
  const navigate = useNavigate();
  const rights = useRights();
  const canEdit = rights.can('SETTING_USER_EDIT');
  const [params, setParams] = useState<UserSearchParams>(FIRST_PAGE);
  const [adding, setAdding] = useState(false);
  const search = useSearchUsers(params);
  const filter = useUserFilter();
  const roleName = new Map((filter.data?.roles ?? []).map((role) => [role.roleCode, role.description]));

  const searchFields: SearchField[] = [
    {
      name: 'keyword',
      type: 'text',
      label: t('users:search.keyword'),
      placeholder: t('users:search.keywordHint'),
    },
    {
      name: 'roleCode',
      type: 'dropdown',
      label: t('users:field.role'),
      options: (filter.data?.roles ?? []).map((role) => ({ value: role.roleCode, label: role.description })),
    },
    {
      name: 'active',
      type: 'dropdown',
      label: t('users:field.active'),
      options: [
        { value: 'Y', label: t('users:active.Y') },
        { value: 'N', label: t('users:active.N') },
      ],
    },
  ];

  const columns: TableColumnsType<UserRow> = [
    { title: t('users:field.username'), dataIndex: 'username', key: 'username' },
    {
      title: t('users:field.name'),
      key: 'name',
      render: (_value, row) => personName(row, lang) ?? row.username,
    },
    {
      title: t('users:field.email'),
      dataIndex: 'email',
      key: 'email',
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('users:field.role'),
      dataIndex: 'roleCode',
      key: 'roleCode',
      render: (value: string | null) => (value ? (roleName.get(value) ?? value) : '-'),
    },
    {
      title: t('users:field.position'),
      dataIndex: 'position',
      key: 'position',
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('users:field.type'),
      dataIndex: 'isDirectory',
      key: 'isDirectory',
      render: (value: boolean) => <DirectoryTag isDirectory={value} />,
    },
    {
      title: t('users:field.active'),
      dataIndex: 'active',
      key: 'active',
      render: (value: UserRow['active']) => <ActiveTag active={value} />,
    },
  ];

  return (
    <>
      <ListFrame
        title={t('screens:title.settingUser')}
        searchFields={searchFields}
        searchLoading={search.isFetching}
        onSearch={(values) => setParams(toSearchParams(values, params.pageSize))}
        actions={
          canEdit && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} id="add-user">
              {t('users:add.button')}
            </Button>
          )
        }
      >
        <MainTable<UserRow>
          columns={columns}
          dataSource={search.data?.data ?? []}
          rowKey="userId"
          loading={search.isFetching}
          onRowClick={(row) => void navigate(`${USER_DETAIL_PATH}?userId=${encodeURIComponent(row.userId)}`)}
          pagination={searchPagination(search.data, params, setParams)}
        />
      </ListFrame>
      {canEdit && <AddUserDrawer open={adding} onClose={() => setAdding(false)} filter={filter.data} />}
    </>
  );
}

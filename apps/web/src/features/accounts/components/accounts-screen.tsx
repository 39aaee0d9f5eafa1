import { useState } from 'react';
import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CATEGORIES, type AccountCategory, type AccountRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag, YesNoTag, useActiveOptions } from '../../../lib/settings/active-tag';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useAccountCategories, useSearchAccounts, type AccountSearchParams } from '../api/accounts';
import { AccountEditor } from './account-editor';
import { AccountRolesButton } from './account-roles-drawer';
import { searchPagination } from '../../../lib/search-pagination';

/** A chart of accounts is read whole: one page holds a property's usual chart. */
const FIRST_PAGE: AccountSearchParams = { page: 1, pageSize: 200 };
const INDENT_PX = 20;

function isCategory(value: unknown): value is AccountCategory {
  return typeof value === 'string' && (ACCOUNT_CATEGORIES as readonly string[]).includes(value);
}

export function toAccountSearch(values: Record<string, unknown>, pageSize: number): AccountSearchParams {
  return {
    keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
    category: isCategory(values.category) ? values.category : undefined,
    postable: values.postable === 'Y' || values.postable === 'N' ? values.postable : undefined,
    active: values.active === 'Y' || values.active === 'N' ? values.active : undefined,
    page: 1,
    pageSize,
  };
}

/** Which account the drawer shows: a code, null for a new one, undefined when closed. */
type Editing = string | null | undefined;

/**
 * /views/setting/main-account: the chart of accounts as an indented list (sub-accounts under their header
 * account), searchable by code, name, category, postable and active; an account opens in a side panel.
 */
export function AccountsScreen() {
  const { t } = useTranslation(['accounts', 'screens', 'settings']);
  const canEdit = useRights().can('SETTING_ACCOUNT_EDIT');
  const [params, setParams] = useState<AccountSearchParams>(FIRST_PAGE);
  const [editing, setEditing] = useState<Editing>(undefined);
  const search = useSearchAccounts(params);
  const categories = useAccountCategories();
  const activeOptions = useActiveOptions();
  const categoryName = new Map((categories.data ?? []).map((row) => [row.category, row.description]));

  const searchFields: SearchField[] = [
    { name: 'keyword', type: 'text', label: t('search.keyword'), placeholder: t('search.keywordHint') },
    {
      name: 'category',
      type: 'dropdown',
      label: t('field.category'),
      options: (categories.data ?? []).map((row) => ({ value: row.category, label: row.description })),
    },
    {
      name: 'postable',
      type: 'dropdown',
      label: t('field.postable'),
      options: [
        { value: 'Y', label: t('postable.Y') },
        { value: 'N', label: t('postable.N') },
      ],
    },
    { name: 'active', type: 'dropdown', label: t('settings:status'), options: activeOptions },
  ];

  const columns: TableColumnsType<AccountRow> = [
    {
      title: t('field.account'),
      key: 'account',
      render: (_v, row) => (
        <span style={{ paddingInlineStart: Math.max(0, row.level - 1) * INDENT_PX, display: 'inline-block' }}>
          <Typography.Text strong={row.postable === 'N'}>
            {row.accountCode} {row.description}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('field.category'),
      dataIndex: 'category',
      key: 'category',
      render: (value: AccountCategory) => categoryName.get(value) ?? value,
    },
    {
      title: t('field.normalSide'),
      dataIndex: 'normalSide',
      key: 'normalSide',
      render: (value: AccountRow['normalSide']) => <Tag>{t(`normalSide.${value}`)}</Tag>,
    },
    {
      title: t('field.postable'),
      dataIndex: 'postable',
      key: 'postable',
      render: (value: AccountRow['postable']) => <YesNoTag value={value} />,
    },
    {
      title: t('settings:status'),
      dataIndex: 'active',
      key: 'active',
      render: (value: AccountRow['active']) => <ActiveTag active={value} />,
    },
  ];

  return (
    <>
      <ListFrame
        title={t('screens:title.settingAccount')}
        searchFields={searchFields}
        searchLoading={search.isFetching}
        onSearch={(values) => setParams(toAccountSearch(values, params.pageSize))}
        actions={
          <>
            <AccountRolesButton canEdit={canEdit} />
            {canEdit && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing(null)}
                id="add-account"
              >
                {t('add')}
              </Button>
            )}
          </>
        }
      >
        <MainTable<AccountRow>
          columns={columns}
          dataSource={search.data?.data ?? []}
          rowKey="accountCode"
          loading={search.isFetching}
          onRowClick={(row) => setEditing(row.accountCode)}
          pagination={searchPagination(search.data, params, setParams)}
        />
      </ListFrame>
      <EditorDrawer
        open={editing !== undefined}
        title={editing ? t('drawer.edit', { code: editing }) : t('drawer.add')}
        onClose={() => setEditing(undefined)}
      >
        <AccountEditor accountCode={editing ?? null} canEdit={canEdit} />
      </EditorDrawer>
    </>
  );
}

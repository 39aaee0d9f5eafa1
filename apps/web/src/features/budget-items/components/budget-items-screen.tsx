import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BudgetItemRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag, useActiveOptions } from '../../../lib/settings/active-tag';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useSearchBudgetItems, type BudgetItemSearchParams } from '../api/budget-items';
import { BudgetItemEditor } from './budget-item-editor';
import { searchPagination } from '../../../lib/search-pagination';

const FIRST_PAGE: BudgetItemSearchParams = { page: 1, pageSize: 50 };

export function toBudgetItemSearch(
  values: Record<string, unknown>,
  pageSize: number,
): BudgetItemSearchParams {
  return {
    keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
    active: values.active === 'Y' || values.active === 'N' ? values.active : undefined,
    page: 1,
    pageSize,
  };
}

/** /views/setting/main-budget: the budget items a budget is drawn up with, each tied to an expense account. */
export function BudgetItemsScreen() {
  const { t } = useTranslation(['budget-items', 'screens', 'settings']);
  const canEdit = useRights().can('SETTING_BUDGET_ITEM_EDIT');
  const [params, setParams] = useState<BudgetItemSearchParams>(FIRST_PAGE);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const search = useSearchBudgetItems(params);
  const activeOptions = useActiveOptions();

  const searchFields: SearchField[] = [
    { name: 'keyword', type: 'text', label: t('search.keyword'), placeholder: t('search.keywordHint') },
    { name: 'active', type: 'dropdown', label: t('settings:status'), options: activeOptions },
  ];

  const columns: TableColumnsType<BudgetItemRow> = [
    { title: t('field.budgetItemCode'), dataIndex: 'budgetItemCode', key: 'budgetItemCode' },
    {
      title: t('field.budgetItemDescription'),
      dataIndex: 'budgetItemDescription',
      key: 'budgetItemDescription',
    },
    {
      title: t('field.expenseAccount'),
      key: 'expenseAccount',
      render: (_v, row) => `[${row.expenseAccountCode}] - ${row.expenseAccountDescription}`,
    },
    {
      title: t('settings:status'),
      dataIndex: 'active',
      key: 'active',
      render: (value: BudgetItemRow['active']) => <ActiveTag active={value} />,
    },
  ];

  return (
    <>
      <ListFrame
        title={t('screens:title.settingBudgetItem')}
        searchFields={searchFields}
        searchLoading={search.isFetching}
        onSearch={(values) => setParams(toBudgetItemSearch(values, params.pageSize))}
        actions={
          canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              id="add-budget-item"
            >
              {t('add')}
            </Button>
          )
        }
      >
        <MainTable<BudgetItemRow>
          columns={columns}
          dataSource={search.data?.data ?? []}
          rowKey="budgetItemCode"
          loading={search.isFetching}
          onRowClick={(row) => setEditing(row.budgetItemCode)}
          pagination={searchPagination(search.data, params, setParams)}
        />
      </ListFrame>
      <EditorDrawer
        open={editing !== undefined}
        title={editing ? t('drawer.edit', { code: editing }) : t('drawer.add')}
        onClose={() => setEditing(undefined)}
      >
        <BudgetItemEditor code={editing ?? null} canEdit={canEdit} />
      </EditorDrawer>
    </>
  );
}

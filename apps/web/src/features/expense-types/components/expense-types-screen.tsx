import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CALC_KINDS,
  EXPENSE_CATEGORIES,
  type CalcKind,
  type ExpenseCategory,
  type ExpenseTypeRow,
} from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { formatAmount } from '../../../components/format';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag, YesNoTag, useActiveOptions } from '../../../lib/settings/active-tag';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import {
  useExpenseCategories,
  useSearchExpenseTypes,
  type ExpenseTypeSearchParams,
} from '../api/expense-types';
import { ExpenseTypeEditor } from './expense-type-editor';
import { searchPagination } from '../../../lib/search-pagination';

const FIRST_PAGE: ExpenseTypeSearchParams = { page: 1, pageSize: 50 };

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export function toExpenseTypeSearch(
  values: Record<string, unknown>,
  pageSize: number,
): ExpenseTypeSearchParams {
  return {
    keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
    category: oneOf<ExpenseCategory>(EXPENSE_CATEGORIES, values.category),
    calcKind: oneOf<CalcKind>(CALC_KINDS, values.calcKind),
    active: values.active === 'Y' || values.active === 'N' ? values.active : undefined,
    page: 1,
    pageSize,
  };
}

/** /views/setting/main-expense: the expense types billed to units (common fee, water, sinking fund, parking...). */
export function ExpenseTypesScreen() {
  const { t } = useTranslation(['expense-types', 'screens', 'settings']);
  const canEdit = useRights().can('SETTING_EXPENSE_EDIT');
  const [params, setParams] = useState<ExpenseTypeSearchParams>(FIRST_PAGE);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const search = useSearchExpenseTypes(params);
  const categories = useExpenseCategories();
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
      name: 'calcKind',
      type: 'dropdown',
      label: t('field.calcKind'),
      options: CALC_KINDS.map((kind) => ({ value: kind, label: t(`calcKind.${kind}`) })),
    },
    { name: 'active', type: 'dropdown', label: t('settings:status'), options: activeOptions },
  ];

  const columns: TableColumnsType<ExpenseTypeRow> = [
    { title: t('field.expenseTypeCode'), dataIndex: 'expenseTypeCode', key: 'expenseTypeCode' },
    { title: t('field.name'), dataIndex: 'expenseTypeDescription', key: 'expenseTypeDescription' },
    {
      title: t('field.category'),
      dataIndex: 'category',
      key: 'category',
      render: (value: ExpenseCategory) => categoryName.get(value) ?? value,
    },
    {
      title: t('field.calcKind'),
      dataIndex: 'calcKind',
      key: 'calcKind',
      render: (value: CalcKind) => <Tag>{t(`calcKind.${value}`)}</Tag>,
    },
    {
      title: t('field.rate'),
      dataIndex: 'rate',
      key: 'rate',
      align: 'right',
      render: (value: string) => formatAmount(Number(value)),
    },
    {
      title: t('field.billingCycle'),
      key: 'billingCycle',
      render: (_v, row) =>
        row.billingCycle === 'EVERY_N_MONTHS'
          ? t('everyMonths', { count: row.cycleMonths ?? 0 })
          : t(`billingCycle.${row.billingCycle}`),
    },
    { title: t('field.incomeAccount'), dataIndex: 'incomeAccountCode', key: 'incomeAccountCode' },
    {
      title: t('field.vatApplicable'),
      dataIndex: 'vatApplicable',
      key: 'vatApplicable',
      render: (value: ExpenseTypeRow['vatApplicable']) => <YesNoTag value={value} />,
    },
    {
      title: t('settings:status'),
      dataIndex: 'active',
      key: 'active',
      render: (value: ExpenseTypeRow['active']) => <ActiveTag active={value} />,
    },
  ];

  return (
    <>
      <ListFrame
        title={t('screens:title.settingExpense')}
        searchFields={searchFields}
        searchLoading={search.isFetching}
        onSearch={(values) => setParams(toExpenseTypeSearch(values, params.pageSize))}
        actions={
          canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              id="add-expense-type"
            >
              {t('add')}
            </Button>
          )
        }
      >
        <MainTable<ExpenseTypeRow>
          columns={columns}
          dataSource={search.data?.data ?? []}
          rowKey="expenseTypeCode"
          loading={search.isFetching}
          onRowClick={(row) => setEditing(row.expenseTypeCode)}
          pagination={searchPagination(search.data, params, setParams)}
        />
      </ListFrame>
      <EditorDrawer
        open={editing !== undefined}
        title={editing ? t('drawer.edit', { code: editing }) : t('drawer.add')}
        onClose={() => setEditing(undefined)}
      >
        <ExpenseTypeEditor code={editing ?? null} canEdit={canEdit} />
      </EditorDrawer>
    </>
  );
}

import { useState } from 'react';
import { Button, Space, type TableColumnsType } from 'antd';
import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BUDGET_STATUSES, type BudgetHeaderRow, type BudgetStatus } from '@suanklang/shared';
import { decimalStringToSatang, formatMoney } from '@suanklang/shared/money';
import type { SearchField } from '../../../components/advance-search';
import { formatDateTime } from '../../../components/format';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useLang } from '../../../components/use-lang';
import { useRights } from '../../../lib/property/rights';
import { searchPagination } from '../../../lib/search-pagination';
import { EditorDrawer } from '../../../lib/settings/editor-drawer';
import { useCurrentFiscalYear, useSearchBudgets, type BudgetSearchParams } from '../api/budgets';
import { BUDGET_SUMMARY_PATH, budgetDetailPath, yearText } from '../budget-grid';
import { BudgetStatusTag } from './budget-status';
import { NewBudgetForm } from './new-budget-form';

const FIRST_PAGE: BudgetSearchParams = { page: 1, pageSize: 50 };

export function toBudgetSearch(values: Record<string, unknown>, pageSize: number): BudgetSearchParams {
  const status = BUDGET_STATUSES.find((s) => s === values.status);
  return {
    year: typeof values.year === 'number' ? values.year : undefined,
    status,
    page: 1,
    pageSize,
  };
}

/** /views/setting/budget: the property's yearly budgets, newest first, and a new one from last year or empty. */
export function BudgetsScreen() {
  const { t } = useTranslation(['budgets', 'screens', 'budget-summary']);
  const lang = useLang();
  const navigate = useNavigate();
  const canEdit = useRights().can('SETTING_BUDGET_EDIT');
  const [params, setParams] = useState<BudgetSearchParams>(FIRST_PAGE);
  const [adding, setAdding] = useState(false);
  const search = useSearchBudgets(params);
  const thisYear = useCurrentFiscalYear();
  const rows = search.data?.data ?? [];

  const searchFields: SearchField[] = [
    { name: 'year', type: 'year', label: t('search.year') },
    {
      name: 'status',
      type: 'dropdown',
      label: t('search.status'),
      options: BUDGET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
  ];

  const columns: TableColumnsType<BudgetHeaderRow> = [
    {
      title: t('field.year'),
      dataIndex: 'year',
      key: 'year',
      render: (year: number) => yearText(year, lang),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: BudgetStatus) => <BudgetStatusTag status={status} />,
    },
    { title: t('field.revision'), dataIndex: 'revision', key: 'revision', align: 'right' },
    {
      title: t('field.total'),
      dataIndex: 'total',
      key: 'total',
      align: 'right',
      render: (total: string) => formatMoney(decimalStringToSatang(total)),
    },
    {
      title: t('field.createdBy'),
      dataIndex: 'createdBy',
      key: 'createdBy',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('field.createdDate'),
      dataIndex: 'createdDate',
      key: 'createdDate',
      render: (v: string) => formatDateTime(v, lang),
    },
    {
      title: t('field.updatedDate'),
      dataIndex: 'updatedDate',
      key: 'updatedDate',
      render: (v: string | null) => formatDateTime(v, lang),
    },
  ];

  return (
    <>
      <ListFrame
        title={t('screens:title.settingBudget')}
        searchFields={searchFields}
        searchLoading={search.isFetching}
        onSearch={(values) => setParams(toBudgetSearch(values, params.pageSize))}
        actions={
          <Space wrap>
            <Button
              icon={<BarChartOutlined />}
              onClick={() => void navigate(BUDGET_SUMMARY_PATH)}
              id="budget-summary"
            >
              {t('budget-summary:link')}
            </Button>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} id="add-budget">
                {t('add')}
              </Button>
            )}
          </Space>
        }
      >
        <MainTable<BudgetHeaderRow>
          columns={columns}
          dataSource={rows}
          rowKey="budgetHeaderID"
          loading={search.isFetching}
          onRowClick={(row) => void navigate(budgetDetailPath(row.year))}
          pagination={searchPagination(search.data, params, setParams)}
        />
      </ListFrame>
      <EditorDrawer open={adding} title={t('drawer.add')} onClose={() => setAdding(false)}>
        <NewBudgetForm takenYears={rows.map((row) => row.year)} thisYear={thisYear.year} />
      </EditorDrawer>
    </>
  );
}

import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WHT_TYPES, type SupplierRow, type WhtType } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag, useActiveOptions } from '../../../lib/settings/active-tag';
import { useSearchSuppliers, type SupplierSearchParams } from '../api/suppliers';
import { searchPagination } from '../../../lib/search-pagination';

export const SUPPLIER_DETAIL_PATH = '/views/setting/supplierDetail';
const FIRST_PAGE: SupplierSearchParams = { page: 1, pageSize: 20 };

function isWhtType(value: unknown): value is WhtType {
  return typeof value === 'string' && (WHT_TYPES as readonly string[]).includes(value);
}

export function toSupplierSearch(values: Record<string, unknown>, pageSize: number): SupplierSearchParams {
  return {
    keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
    whtType: isWhtType(values.whtType) ? values.whtType : undefined,
    active: values.active === 'Y' || values.active === 'N' ? values.active : undefined,
    page: 1,
    pageSize,
  };
}

/** /views/setting/supplier: search the suppliers (security, cleaning, lift maintenance...), open one, add one. */
export function SuppliersScreen() {
  const { t } = useTranslation(['suppliers', 'screens', 'settings']);
  const navigate = useNavigate();
  const canEdit = useRights().can('SETTING_SUPPLIER_EDIT');
  const [params, setParams] = useState<SupplierSearchParams>(FIRST_PAGE);
  const search = useSearchSuppliers(params);
  const activeOptions = useActiveOptions();

  const searchFields: SearchField[] = [
    { name: 'keyword', type: 'text', label: t('search.keyword'), placeholder: t('search.keywordHint') },
    {
      name: 'whtType',
      type: 'dropdown',
      label: t('field.whtType'),
      options: WHT_TYPES.map((type) => ({ value: type, label: t(`whtType.${type}`) })),
    },
    { name: 'active', type: 'dropdown', label: t('settings:status'), options: activeOptions },
  ];

  const columns: TableColumnsType<SupplierRow> = [
    { title: t('field.supplierCode'), dataIndex: 'supplierCode', key: 'supplierCode' },
    { title: t('field.supplierName'), dataIndex: 'supplierName', key: 'supplierName' },
    {
      title: t('field.whtType'),
      dataIndex: 'whtType',
      key: 'whtType',
      render: (value: WhtType) => <Tag>{t(`whtType.${value}`)}</Tag>,
    },
    { title: t('field.taxId'), dataIndex: 'taxId', key: 'taxId', render: (v: string | null) => v ?? '-' },
    { title: t('field.phone'), dataIndex: 'phone', key: 'phone', render: (v: string | null) => v ?? '-' },
    {
      title: t('settings:status'),
      dataIndex: 'active',
      key: 'active',
      render: (value: SupplierRow['active']) => <ActiveTag active={value} />,
    },
  ];

  return (
    <ListFrame
      title={t('screens:title.settingSupplier')}
      searchFields={searchFields}
      searchLoading={search.isFetching}
      onSearch={(values) => setParams(toSupplierSearch(values, params.pageSize))}
      actions={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            id="add-supplier"
            onClick={() => void navigate(SUPPLIER_DETAIL_PATH)}
          >
            {t('add')}
          </Button>
        )
      }
    >
      <MainTable<SupplierRow>
        columns={columns}
        dataSource={search.data?.data ?? []}
        rowKey="supplierCode"
        loading={search.isFetching}
        onRowClick={(row) =>
          void navigate(`${SUPPLIER_DETAIL_PATH}?supplierCode=${encodeURIComponent(row.supplierCode)}`)
        }
        pagination={searchPagination(search.data, params, setParams)}
      />
    </ListFrame>
  );
}

import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OWNER_TYPES, type CustomerRow, type OwnerType } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag, useActiveOptions } from '../../../lib/settings/active-tag';
import { useSearchCustomers, type CustomerSearchParams } from '../api/customers';
import { CUSTOMER_DETAIL_PATH } from './customer-editor';
import { searchPagination } from '../../../lib/search-pagination';

const FIRST_PAGE: CustomerSearchParams = { page: 1, pageSize: 20 };

function isOwnerType(value: unknown): value is OwnerType {
  return typeof value === 'string' && (OWNER_TYPES as readonly string[]).includes(value);
}

export function toCustomerSearch(values: Record<string, unknown>, pageSize: number): CustomerSearchParams {
  return {
    keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
    ownerType: isOwnerType(values.ownerType) ? values.ownerType : undefined,
    unitCode: typeof values.unitCode === 'string' ? values.unitCode : undefined,
    active: values.active === 'Y' || values.active === 'N' ? values.active : undefined,
    page: 1,
    pageSize,
  };
}

/** /views/setting/customer: search the owners, co-owners and tenants; open one; add one. */
export function CustomersScreen() {
  const { t } = useTranslation(['customers', 'screens', 'settings']);
  const navigate = useNavigate();
  const canEdit = useRights().can('SETTING_CUSTOMER_EDIT');
  const [params, setParams] = useState<CustomerSearchParams>(FIRST_PAGE);
  const search = useSearchCustomers(params);
  const activeOptions = useActiveOptions();

  const searchFields: SearchField[] = [
    { name: 'keyword', type: 'text', label: t('search.keyword'), placeholder: t('search.keywordHint') },
    { name: 'unitCode', type: 'text', label: t('search.unitCode') },
    {
      name: 'ownerType',
      type: 'dropdown',
      label: t('field.ownerType'),
      options: OWNER_TYPES.map((type) => ({ value: type, label: t(`ownerType.${type}`) })),
    },
    { name: 'active', type: 'dropdown', label: t('settings:status'), options: activeOptions },
  ];

  const columns: TableColumnsType<CustomerRow> = [
    { title: t('field.customerCode'), dataIndex: 'customerCode', key: 'customerCode' },
    { title: t('field.customerName'), dataIndex: 'customerName', key: 'customerName' },
    {
      title: t('field.customerType'),
      dataIndex: 'customerType',
      key: 'customerType',
      render: (value: CustomerRow['customerType']) => t(`customerType.${value}`),
    },
    {
      title: t('field.ownerType'),
      dataIndex: 'ownerType',
      key: 'ownerType',
      render: (value: OwnerType) => <Tag>{t(`ownerType.${value}`)}</Tag>,
    },
    {
      title: t('field.identity'),
      key: 'identity',
      render: (_value, row) => row.taxId ?? row.passportId ?? '-',
    },
    {
      title: t('field.mobileNo'),
      dataIndex: 'mobileNo',
      key: 'mobileNo',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('field.units'),
      dataIndex: 'units',
      key: 'units',
      render: (units: string[]) => (units.length > 0 ? units.join(', ') : '-'),
    },
    {
      title: t('settings:status'),
      dataIndex: 'active',
      key: 'active',
      render: (value: CustomerRow['active']) => <ActiveTag active={value} />,
    },
  ];

  return (
    <ListFrame
      title={t('screens:title.settingCustomer')}
      searchFields={searchFields}
      searchLoading={search.isFetching}
      upperCaseFields={['unitCode']}
      onSearch={(values) => setParams(toCustomerSearch(values, params.pageSize))}
      actions={
        canEdit && (
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            id="add-customer"
            onClick={() => void navigate(CUSTOMER_DETAIL_PATH)}
          >
            {t('add')}
          </Button>
        )
      }
    >
      <MainTable<CustomerRow>
        columns={columns}
        dataSource={search.data?.data ?? []}
        rowKey="customerCode"
        loading={search.isFetching}
        onRowClick={(row) =>
          void navigate(`${CUSTOMER_DETAIL_PATH}?customerCode=${encodeURIComponent(row.customerCode)}`)
        }
        pagination={searchPagination(search.data, params, setParams)}
      />
    </ListFrame>
  );
}

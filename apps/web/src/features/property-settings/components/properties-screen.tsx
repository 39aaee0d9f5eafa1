import { useState } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROPERTY_TYPES, type PropertySummary, type PropertyType } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag, YesNoTag, useActiveOptions } from '../../../lib/settings/active-tag';
import { useSearchProperties, type PropertySearchParams } from '../api/properties';
import { searchPagination } from '../../../lib/search-pagination';

export const PROJECT_DETAIL_PATH = '/views/setting/projectDetail';
const FIRST_PAGE: PropertySearchParams = { page: 1, pageSize: 20 };

function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === 'string' && (PROPERTY_TYPES as readonly string[]).includes(value);
}

/** The advance search's values as the search call's body (first page). */
export function toPropertySearch(values: Record<string, unknown>, pageSize: number): PropertySearchParams {
  return {
    keyword: typeof values.keyword === 'string' ? values.keyword : undefined,
    propertyType: isPropertyType(values.propertyType) ? values.propertyType : undefined,
    active: values.active === 'Y' || values.active === 'N' ? values.active : undefined,
    page: 1,
    pageSize,
  };
}

/** /views/setting/project: search the properties, open one's settings, add one. */
export function PropertiesScreen() {
  const { t } = useTranslation(['property-settings', 'screens', 'settings']);
  const navigate = useNavigate();
  const canEdit = useRights().can('SETTING_PROJECT_EDIT');
  const [params, setParams] = useState<PropertySearchParams>(FIRST_PAGE);
  const search = useSearchProperties(params);
  const activeOptions = useActiveOptions();

  const searchFields: SearchField[] = [
    { name: 'keyword', type: 'text', label: t('search.keyword'), placeholder: t('search.keywordHint') },
    {
      name: 'propertyType',
      type: 'dropdown',
      label: t('field.propertyType'),
      options: PROPERTY_TYPES.map((type) => ({ value: type, label: t(`propertyType.${type}`) })),
    },
    { name: 'active', type: 'dropdown', label: t('settings:status'), options: activeOptions },
  ];

  const columns: TableColumnsType<PropertySummary> = [
    { title: t('field.propertyCode'), dataIndex: 'propertyCode', key: 'propertyCode' },
    { title: t('field.propertyName'), dataIndex: 'propertyName', key: 'propertyName' },
    {
      title: t('field.propertyType'),
      dataIndex: 'propertyType',
      key: 'propertyType',
      render: (value: PropertyType) => <Tag>{t(`propertyType.${value}`)}</Tag>,
    },
    {
      title: t('field.taxId'),
      dataIndex: 'taxId',
      key: 'taxId',
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('field.vatShort'),
      dataIndex: 'vatRegistered',
      key: 'vatRegistered',
      render: (value: PropertySummary['vatRegistered']) => <YesNoTag value={value} />,
    },
    { title: t('field.unitCount'), dataIndex: 'unitCount', key: 'unitCount', align: 'right' },
    {
      title: t('settings:status'),
      dataIndex: 'active',
      key: 'active',
      render: (value: PropertySummary['active']) => <ActiveTag active={value} />,
    },
  ];

  return (
    <ListFrame
      title={t('screens:title.settingProject')}
      searchFields={searchFields}
      searchLoading={search.isFetching}
      onSearch={(values) => setParams(toPropertySearch(values, params.pageSize))}
      actions={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            id="add-property"
            onClick={() => void navigate(`${PROJECT_DETAIL_PATH}?mode=new`)}
          >
            {t('add')}
          </Button>
        )
      }
    >
      <MainTable<PropertySummary>
        columns={columns}
        dataSource={search.data?.data ?? []}
        rowKey="propertyCode"
        loading={search.isFetching}
        onRowClick={(row) =>
          void navigate(`${PROJECT_DETAIL_PATH}?propertyCode=${encodeURIComponent(row.propertyCode)}`)
        }
        pagination={searchPagination(search.data, params, setParams)}
      />
    </ListFrame>
  );
}

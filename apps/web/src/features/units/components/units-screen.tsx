import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AREA_UNIT_LABELS, labelOf, type UnitRow } from '@suanklang/shared';
import type { SearchField } from '../../../components/advance-search';
import { formatAmount } from '../../../components/format';
import { ListFrame } from '../../../components/list-frame';
import { MainTable } from '../../../components/main-table';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag, useActiveOptions } from '../../../lib/settings/active-tag';
import { useBuildings, useSearchUnits, useUnitTypes, type UnitSearchParams } from '../api/units';
import { AddUnitDrawer } from './add-unit-drawer';
import { searchPagination } from '../../../lib/search-pagination';

export const UNIT_DETAIL_PATH = '/views/setting/unitDetail';
const FIRST_PAGE: UnitSearchParams = { page: 1, pageSize: 20 };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function toUnitSearch(values: Record<string, unknown>, pageSize: number): UnitSearchParams {
  return {
    keyword: text(values.keyword),
    building: text(values.building),
    floor: text(values.floor),
    unitTypeCode: text(values.unitTypeCode),
    active: values.active === 'Y' || values.active === 'N' ? values.active : undefined,
    page: 1,
    pageSize,
  };
}

/** /views/setting/unit: search the units by building, floor, type; open one; add one. */
export function UnitsScreen() {
  const { t } = useTranslation(['units', 'screens', 'settings']);
  const { lang } = usePreferences();
  const navigate = useNavigate();
  const canEdit = useRights().can('SETTING_UNIT_EDIT');
  const [params, setParams] = useState<UnitSearchParams>(FIRST_PAGE);
  const [adding, setAdding] = useState(false);
  const search = useSearchUnits(params);
  const buildings = useBuildings();
  const types = useUnitTypes();
  const activeOptions = useActiveOptions();
  const firstRow = search.data?.data[0];
  const areaUnitLabel = firstRow ? labelOf(AREA_UNIT_LABELS, firstRow.areaUnit, lang) : null;

  const searchFields: SearchField[] = [
    { name: 'keyword', type: 'text', label: t('search.keyword'), placeholder: t('search.keywordHint') },
    {
      name: 'building',
      type: 'dropdown',
      label: t('field.building'),
      options: (buildings.data ?? []).map((b) => ({ value: b.building, label: b.building })),
    },
    { name: 'floor', type: 'text', label: t('field.floor') },
    {
      name: 'unitTypeCode',
      type: 'dropdown',
      label: t('field.unitType'),
      options: (types.data ?? []).map((type) => ({ value: type.unitTypeCode, label: type.description })),
    },
    { name: 'active', type: 'dropdown', label: t('settings:status'), options: activeOptions },
  ];

  const columns: TableColumnsType<UnitRow> = [
    { title: t('field.unitCode'), dataIndex: 'unitCode', key: 'unitCode' },
    { title: t('field.building'), dataIndex: 'building', key: 'building' },
    { title: t('field.floor'), dataIndex: 'floor', key: 'floor', render: (v: string | null) => v ?? '-' },
    {
      title: t('field.houseNo'),
      dataIndex: 'houseNo',
      key: 'houseNo',
      render: (v: string | null) => v ?? '-',
    },
    { title: t('field.unitType'), dataIndex: 'unitTypeDescription', key: 'unitTypeDescription' },
    {
      title: t('field.area'),
      key: 'area',
      align: 'right',
      render: (_v, row) =>
        `${formatAmount(Number(row.area))} ${labelOf(AREA_UNIT_LABELS, row.areaUnit, lang)}`,
    },
    {
      title: t('field.ownershipRatio'),
      dataIndex: 'ownershipRatio',
      key: 'ownershipRatio',
      align: 'right',
    },
    {
      title: t('field.owner'),
      dataIndex: 'ownerName',
      key: 'ownerName',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('field.tenant'),
      dataIndex: 'tenantName',
      key: 'tenantName',
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('settings:status'),
      dataIndex: 'active',
      key: 'active',
      render: (value: UnitRow['active']) => <ActiveTag active={value} />,
    },
  ];

  const open = (unitCode: string) => void navigate(`${UNIT_DETAIL_PATH}/${encodeURIComponent(unitCode)}`);

  return (
    <>
      <ListFrame
        title={t('screens:title.settingUnit')}
        searchFields={searchFields}
        searchLoading={search.isFetching}
        onSearch={(values) => setParams(toUnitSearch(values, params.pageSize))}
        actions={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} id="add-unit">
              {t('add')}
            </Button>
          )
        }
      >
        <MainTable<UnitRow>
          columns={columns}
          dataSource={search.data?.data ?? []}
          rowKey="unitCode"
          loading={search.isFetching}
          onRowClick={(row) => open(row.unitCode)}
          pagination={searchPagination(search.data, params, setParams)}
        />
      </ListFrame>
      {canEdit && (
        <AddUnitDrawer
          open={adding}
          areaUnitLabel={areaUnitLabel}
          onClose={() => setAdding(false)}
          onSaved={(unitCode) => {
            setAdding(false);
            open(unitCode);
          }}
        />
      )}
    </>
  );
}

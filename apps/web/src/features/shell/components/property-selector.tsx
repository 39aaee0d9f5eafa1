import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PropertyRow } from '@suanklang/shared';
import { storePropertyCode, usePreferences } from '../../../lib/preferences/preferences';

type PropertySelectorProps = { properties: PropertyRow[]; loading: boolean };

/** The property every screen works on. Changing it refetches the rights and every query. */
export function PropertySelector({ properties, loading }: PropertySelectorProps) {
  const { t } = useTranslation('shell');
  const { propertyCode } = usePreferences();
  return (
    <Select
      id="property-selector"
      aria-label={t('property')}
      placeholder={t('selectProperty')}
      style={{ minWidth: 220, maxWidth: 360 }}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      value={propertyCode ?? undefined}
      onChange={(code: string) => storePropertyCode(code)}
      options={properties.map((row) => ({
        value: row.propertyCode,
        label: `${row.propertyCode} - ${row.propertyName}`,
      }))}
      popupMatchSelectWidth={false}
    />
  );
}

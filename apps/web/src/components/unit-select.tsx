import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnitOptions } from '../lib/reference/get-units';
import { useSearchKeyword } from './use-search-keyword';

export type UnitSelectProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** A unit to show even before the list is loaded (the unit of a document being edited). */
  known?: string;
  autoFocus?: boolean;
};

/**
 * The unit picker of every screen: type part of a unit code or the owner's name; the server searches 300 ms
 * after the last key, and nothing is fetched until the list is opened or something is typed.
 */
export function UnitSelect(props: UnitSelectProps) {
  const { t } = useTranslation('components');
  const search = useSearchKeyword();
  const units = useUnitOptions(search.keyword, search.wanted);

  const options = useMemo(() => {
    const list = (units.data ?? []).map((unit) => ({
      value: unit.unitCode,
      label: unit.unitCodeDescription,
    }));
    if (props.known && !list.some((option) => option.value === props.known)) {
      list.unshift({ value: props.known, label: props.known });
    }
    return list;
  }, [units.data, props.known]);

  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={(value: string) => props.onChange?.(value)}
      options={options}
      loading={units.isFetching}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      onOpenChange={search.onOpenChange}
      placeholder={props.placeholder ?? t('unitSelect.placeholder')}
      notFoundContent={t('unitSelect.none')}
      autoFocus={props.autoFocus}
    />
  );
}

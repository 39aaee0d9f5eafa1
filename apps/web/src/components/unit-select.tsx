import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnitOptions } from '../lib/reference/get-units';
import { useSearchKeyword } from './use-search-keyword';

/**
 * What Form.Item gives a field besides its value (the id its label points to, aria-invalid, aria-describedby of the
 * error under it, aria-required) and the plain Select props a screen may set: all passed to the Select, so a
 * picker is read and focused like a plain field.
 */
export type UnitSelectProps = Omit<
  SelectProps<string>,
  'value' | 'onChange' | 'options' | 'showSearch' | 'mode' | 'loading' | 'notFoundContent'
> & {
  value?: string;
  onChange?: (value: string) => void;
  /** A unit to show even before the list is loaded (the unit of a document being edited). */
  known?: string;
};

/**
 * The unit picker of every screen: type part of a unit code or the owner's name; the server searches 300 ms
 * after the last key, and nothing is fetched until the list is opened or something is typed.
 */
export function UnitSelect({ value, onChange, known, onOpenChange, placeholder, ...rest }: UnitSelectProps) {
  const { t } = useTranslation('components');
  const search = useSearchKeyword();
  const units = useUnitOptions(search.keyword, search.wanted);

  const options = useMemo(() => {
    const list = (units.data ?? []).map((unit) => ({
      value: unit.unitCode,
      label: unit.unitCodeDescription,
    }));
    if (known && !list.some((option) => option.value === known)) {
      list.unshift({ value: known, label: known });
    }
    return list;
  }, [units.data, known]);

  return (
    <Select<string>
      {...rest}
      value={value}
      onChange={(next: string) => onChange?.(next)}
      options={options}
      loading={units.isFetching}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      onOpenChange={(open) => {
        search.onOpenChange(open);
        onOpenChange?.(open);
      }}
      placeholder={placeholder ?? t('unitSelect.placeholder')}
      notFoundContent={t('unitSelect.none')}
    />
  );
}

import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupplierLookup } from '../lib/reference/get-suppliers';
import { useSearchKeyword } from './use-search-keyword';

type Props = Omit<SelectProps<string>, 'value' | 'onChange' | 'options' | 'showSearch' | 'mode'> & {
  value?: string;
  onChange?: (value: string) => void;
  /** The payee of a request being edited, shown before the list is loaded. */
  known?: { code: string; name: string } | undefined;
};

/** The payee picker: type part of a supplier's code or name; the server searches 300 ms after the last key. */
export function SupplierSelect({ value, onChange, known, onOpenChange, ...rest }: Props) {
  const { t } = useTranslation('components');
  const search = useSearchKeyword();
  const suppliers = useSupplierLookup(search.keyword, search.wanted);
  const options = useMemo(() => {
    const list = (suppliers.data ?? []).map((s) => ({
      value: s.supplierCode,
      label: `${s.supplierCode} - ${s.supplierName}`,
    }));
    if (known && !list.some((o) => o.value === known.code))
      list.unshift({ value: known.code, label: `${known.code} - ${known.name}` });
    return list;
  }, [suppliers.data, known]);
  return (
    <Select<string>
      {...rest}
      value={value}
      onChange={(next: string) => onChange?.(next)}
      options={options}
      loading={suppliers.isFetching}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      onOpenChange={(open) => {
        search.onOpenChange(open);
        onOpenChange?.(open);
      }}
      placeholder={t('supplierSelect.choose')}
      notFoundContent={t('supplierSelect.none')}
    />
  );
}

import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchKeyword } from '../../../components/use-search-keyword';
import { useCustomerOptions } from '../api/units';

export type KnownCustomer = { customerCode: string; customerName: string };

type CustomerPickerProps = {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  /** Customers already on the unit, so their names show before any search. */
  known?: KnownCustomer[];
  placeholder?: string;
  'aria-label'?: string;
};

/**
 * Picks customers by code or name, searching the server as the user types. The order picked is kept: for owners
 * the first becomes the owner and the others co-owners.
 */
export function CustomerPicker({ known = [], value, onChange, ...rest }: CustomerPickerProps) {
  const { t } = useTranslation('units');
  const search = useSearchKeyword();
  const options = useCustomerOptions(search.keyword, search.wanted);

  const merged = useMemo(() => {
    const byCode = new Map<string, string>();
    for (const customer of known) byCode.set(customer.customerCode, customer.customerName);
    for (const option of options.data ?? []) byCode.set(option.customerCode, option.customerName);
    return [...byCode].map(([code, name]) => ({ value: code, label: `${code} - ${name}` }));
  }, [known, options.data]);

  return (
    <Select
      {...rest}
      mode="multiple"
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next)}
      options={merged}
      loading={options.isFetching}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      onOpenChange={search.onOpenChange}
      notFoundContent={t('picker.none')}
      placeholder={rest.placeholder ?? t('picker.placeholder')}
    />
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnitOptions } from '../../api/receipts';

type UnitSelectProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
};

/** A unit picked by typing part of its code or its owner's name (searched on the server, 300 ms after typing). */
export function UnitSelect(props: UnitSelectProps) {
  const { t } = useTranslation('receipts');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [opened, setOpened] = useState(false);
  const units = useUnitOptions(keyword, opened || keyword !== '');

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useMemo(
    () => (units.data ?? []).map((unit) => ({ value: unit.unitCode, label: unit.unitCodeDescription })),
    [units.data],
  );

  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={(value: string) => props.onChange?.(value)}
      options={options}
      loading={units.isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => open && setOpened(true)}
      placeholder={props.placeholder ?? t('form.unitPlaceholder')}
      notFoundContent={t('form.noUnit')}
    />
  );
}

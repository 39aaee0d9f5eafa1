import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActiveFlag } from '@suanklang/shared';

/** Active (Y) or inactive (N), as every settings list shows it. */
export function ActiveTag({ active }: { active: ActiveFlag }) {
  const { t } = useTranslation('settings');
  return <Tag color={active === 'Y' ? 'green' : 'default'}>{t(`active.${active}`)}</Tag>;
}

/** A yes/no flag (VAT registered, postable). */
export function YesNoTag({ value }: { value: ActiveFlag }) {
  const { t } = useTranslation('settings');
  return <Tag color={value === 'Y' ? 'blue' : 'default'}>{t(`yesNo.${value}`)}</Tag>;
}

/** The active flag's search options. */
export function useActiveOptions() {
  const { t } = useTranslation('settings');
  return [
    { value: 'Y', label: t('active.Y') },
    { value: 'N', label: t('active.N') },
  ];
}

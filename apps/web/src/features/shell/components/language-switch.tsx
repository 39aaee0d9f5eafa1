import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@suanklang/shared';
import { changeLanguage } from '../../../lib/preferences/language';
import { usePreferences } from '../../../lib/preferences/preferences';

const OPTIONS: { label: string; value: Lang }[] = [
  { label: 'TH', value: 'th' },
  { label: 'EN', value: 'en' },
];

/** TH | EN: saved in local storage; the whole app (texts, dates, antd, server messages) follows. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { lang } = usePreferences();
  return (
    <Segmented<Lang>
      size="small"
      options={OPTIONS}
      value={lang}
      onChange={changeLanguage}
      aria-label={t('language')}
    />
  );
}

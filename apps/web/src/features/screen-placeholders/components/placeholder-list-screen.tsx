import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { screenKey } from '../../../lib/screen-keys';
import { ListFrame } from '../../../components/list-frame';
import type { SearchField } from '../../../components/advance-search';
import { PLACEHOLDER_FIELDS } from '../search-fields';

type PlaceholderListScreenProps = { area: string };

/**
 * A list screen whose area is not built yet: its title and advance search over an empty list, so the menu,
 * the rights and the navigation can be used and tested before the area arrives.
 */
export function PlaceholderListScreen({ area }: PlaceholderListScreenProps) {
  const { t } = useTranslation('screens');
  const { message } = App.useApp();
  const fields: SearchField[] = (PLACEHOLDER_FIELDS[area] ?? []).map((field) => ({
    name: field.name,
    type: field.type,
    label: t(screenKey.search(field.name)),
    options: field.options?.map((value) => ({ value, label: t(screenKey.option(value)) })),
  }));
  return (
    <ListFrame
      title={t(screenKey.title(area))}
      searchFields={fields}
      onSearch={() => void message.info(t('placeholder.notReady'))}
    />
  );
}

import { Badge, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { screenKey } from '../../../lib/screen-keys';
import { Link, useLocation } from 'react-router';
import { SCREEN_ICONS } from '../../../lib/screen-icons';
import { useScreenHandle } from '../../../lib/route-handle';
import { mainMenuEntries, selectedMainKey } from '../menu';

type MainMenuProps = { granted: ReadonlySet<string>; approvalCount: number; collapsed?: boolean };

/** The sidebar: only the screens the selected property's config allows. */
export function MainMenu({ granted, approvalCount, collapsed = false }: MainMenuProps) {
  const { t } = useTranslation('screens');
  const { pathname } = useLocation();
  const handle = useScreenHandle();
  const selected = selectedMainKey(pathname, handle?.object);

  const items: MenuProps['items'] = mainMenuEntries(granted).map((entry) => {
    const label = t(screenKey.menu(entry.titleKey));
    const showBadge = entry.titleKey === 'pendingApproval' && approvalCount > 0;
    return {
      key: entry.key,
      icon: SCREEN_ICONS[entry.titleKey],
      label: (
        <Link to={entry.path}>
          {label}
          {showBadge && !collapsed && (
            <Badge count={approvalCount} size="small" style={{ marginInlineStart: 8 }} overflowCount={99} />
          )}
        </Link>
      ),
      title: label,
    };
  });

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selected ? [selected] : []}
      aria-label={t('menu.ariaLabel')}
    />
  );
}

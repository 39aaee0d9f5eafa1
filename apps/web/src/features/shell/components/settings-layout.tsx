import { Layout, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { screenKey } from '../../../lib/screen-keys';
import { Link, Outlet, useLocation } from 'react-router';
import { useScreenHandle } from '../../../lib/route-handle';
import { useRights } from '../../../lib/property/rights';
import { selectedSettingKey, settingsMenuGroups } from '../menu';

/** /views/setting/*: the settings sidebar (Data, Main data, Other) beside the settings screen. */
export function SettingsLayout() {
  const { t } = useTranslation('screens');
  const { pathname } = useLocation();
  const handle = useScreenHandle();
  const { granted } = useRights();
  const selected = selectedSettingKey(pathname, handle?.object);

  const items: MenuProps['items'] = settingsMenuGroups(granted).map(({ group, screens }) => ({
    type: 'group',
    key: `group-${group}`,
    label: t(`settingGroup.${group}`),
    children: screens.map((screen) => ({
      key: screen.path,
      label: <Link to={screen.path}>{t(screenKey.menu(screen.titleKey))}</Link>,
    })),
  }));

  return (
    <Layout style={{ background: 'transparent', gap: 16 }} hasSider>
      <Layout.Sider width={220} theme="light" breakpoint="md" collapsedWidth={0} style={{ borderRadius: 8 }}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          aria-label={t('settingGroup.ariaLabel')}
          style={{ borderInlineEnd: 0, borderRadius: 8 }}
        />
      </Layout.Sider>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </div>
    </Layout>
  );
}

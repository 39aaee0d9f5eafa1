import { useState } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { personName } from '@suanklang/shared';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useSession } from '../../../lib/session/session';
import { useMe } from '../api/get-me';
import { ProfileDialog } from './profile-dialog';

type UserMenuProps = { onSignOut: () => void; onPasswordChanged: () => void };

/** The user's name, opening their profile (and password) and the sign-out. */
export function UserMenu({ onSignOut, onPasswordChanged }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const me = useMe();
  const session = useSession();
  const [profileOpen, setProfileOpen] = useState(false);
  const { lang } = usePreferences();
  const name = personName(me.data, lang) ?? session?.username ?? '';

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <IdcardOutlined />, label: t('profile.title') },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: t('signOut'), danger: true },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'profile') setProfileOpen(true);
            if (key === 'sign-out') onSignOut();
          },
        }}
      >
        <Button type="text" aria-label={t('userMenu', { name })} id="user-menu">
          <Avatar size="small" icon={<UserOutlined />} />
          <span className="suanklang-user-name">{name}</span>
        </Button>
      </Dropdown>
      <ProfileDialog
        open={profileOpen}
        onClose={() => setProfileOpen(false)}
        onPasswordChanged={onPasswordChanged}
      />
    </>
  );
}

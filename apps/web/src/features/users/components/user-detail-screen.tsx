import { personName } from '@suanklang/shared';
import { Button, Card, Descriptions, Flex, Result, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { ArrowLeftOutlined, CheckCircleOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmSure, showSaved } from '../../../components/dialogs';
import { formatDateTime } from '../../../components/format';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { useActivateUser, useUser, useUserFilter } from '../api/users';
import { EditUserForm } from './edit-user-form';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UserMenuForm } from './user-menu-form';
import { ActiveTag, DirectoryTag } from './user-tags';
import { PageLoading } from '../../../components/page-loading';

const USERS_PATH = '/views/setting/main-user';

/** /views/setting/main-user/detail?userId=: one user's details, activation and menu rights. */
export function UserDetailScreen() {
  const { t } = useTranslation(['users', 'screens', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const { lang, propertyCode } = usePreferences();
  const rights = useRights();
  const canEdit = rights.can('SETTING_USER_EDIT');
  const user = useUser(userId);
  const filter = useUserFilter();
  const activate = useActivateUser();
  const [resetOpen, setResetOpen] = useState(false);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(USERS_PATH)}>
      {t('users:detail.back')}
    </Button>
  );

  if (!userId) {
    return <Result status="404" title={t('users:detail.noUser')} extra={back} />;
  }
  if (user.isError) {
    return <Result status="warning" title={t('users:detail.loadFailed')} extra={back} />;
  }
  if (!user.data) {
    return <PageLoading />;
  }

  const detail = user.data;
  const isActive = detail.active === 'Y';

  async function toggleActive() {
    const next = isActive ? 'N' : 'Y';
    const question = isActive
      ? t('users:detail.confirmDeactivate', { username: detail.username })
      : t('users:detail.confirmActivate', { username: detail.username });
    if (!(await confirmSure(question))) return;
    try {
      await activate.mutateAsync({ userId: detail.userId, active: next });
      showSaved(next === 'Y' ? t('users:detail.activated') : t('users:detail.deactivated'));
    } catch {
      /* the client already showed the failure */
    }
  }

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="flex-start" wrap gap={12}>
          <div>
            <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
              {personName(detail, lang) ?? detail.username}
            </Typography.Title>
            <Space wrap>
              <Typography.Text type="secondary">{detail.username}</Typography.Text>
              <DirectoryTag isDirectory={detail.isDirectory} />
              <ActiveTag active={detail.active} />
            </Space>
          </div>
          <Space wrap>
            {back}
            {canEdit && !detail.isDirectory && (
              <Button icon={<KeyOutlined />} onClick={() => setResetOpen(true)} id="reset-password">
                {t('users:resetPassword.button')}
              </Button>
            )}
            {canEdit && (
              <Button
                danger={isActive}
                icon={isActive ? <StopOutlined /> : <CheckCircleOutlined />}
                loading={activate.isPending}
                onClick={() => void toggleActive()}
                id="toggle-active"
              >
                {isActive ? t('users:detail.deactivate') : t('users:detail.activate')}
              </Button>
            )}
          </Space>
        </Flex>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 16 }}>
          <Descriptions.Item label={t('users:field.createdDate')}>
            {formatDateTime(detail.createdDate, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('users:field.updatedDate')}>
            {detail.updatedDate ? formatDateTime(detail.updatedDate, lang) : '-'}
          </Descriptions.Item>
        </Descriptions>
        <ResetPasswordDialog
          open={resetOpen}
          onClose={() => setResetOpen(false)}
          user={{ userId: detail.userId, username: detail.username }}
        />
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'info',
              label: t('users:detail.infoTab'),
              children: (
                <EditUserForm key={detail.userId} user={detail} filter={filter.data} canEdit={canEdit} />
              ),
            },
            {
              key: 'menu',
              label: t('users:detail.menuTab'),
              // Rights are per property: a property change starts from what the server holds.
              children: (
                <UserMenuForm
                  key={`${detail.userId}-${propertyCode}`}
                  userId={detail.userId}
                  canEdit={canEdit}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}

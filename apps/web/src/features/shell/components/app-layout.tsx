import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Flex, Layout, Result, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { HOME_PATH } from '../../../lib/paths';
import {
  storePropertyCode,
  storePropertyOptions,
  storedPropertyOptions,
  usePreferences,
} from '../../../lib/preferences/preferences';
import { useProperties } from '../../../lib/property/get-properties';
import { useRights } from '../../../lib/property/rights';
import { ApprovalBell } from './approval-bell';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import { PropertySelector } from './property-selector';
import { UserMenu } from './user-menu';

type AppLayoutProps = {
  onSignOut: () => void;
  /** The user changed their password, which ended every session of theirs. */
  onPasswordChanged?: () => void;
  overlay?: ReactNode;
};

/**
 * Keeps the selected property one the user may use: the stored one while it is still in the list, else the
 * first. The list is saved too, so the next page load can draw the selector at once.
 */
function useSelectedProperty() {
  const properties = useProperties();
  const { propertyCode } = usePreferences();
  useEffect(() => {
    const rows = properties.data;
    if (!rows) return;
    storePropertyOptions(rows);
    if (!propertyCode || !rows.some((row) => row.propertyCode === propertyCode)) {
      storePropertyCode(rows[0]?.propertyCode ?? null);
    }
  }, [properties.data, propertyCode]);
  return { properties, propertyCode };
}

/** The id of the signed-in frame's <main>, which the skip link focuses. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first Tab stop of every signed-in screen, shown only while focused (global.css). It
 * moves focus itself rather than following the #hash, which the router would take as a navigation.
 */
function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="sk-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}

/** The signed-in frame: sidebar menu, header (property, language, approvals, user) and the screen. */
export function AppLayout({ onSignOut, onPasswordChanged = onSignOut, overlay }: AppLayoutProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const { properties, propertyCode } = useSelectedProperty();
  const rows = properties.data ?? storedPropertyOptions();
  const rights = useRights();
  const approvalCount = rights.config?.approvalCount ?? 0;
  const canApprove = rights.can('PENDING_APPROVAL');

  let content: ReactNode = <Outlet />;
  if (properties.isSuccess && properties.data.length === 0) {
    content = (
      <Result
        status="info"
        title={t('noProperty.title')}
        subTitle={t('noProperty.body')}
        extra={<Button onClick={onSignOut}>{t('signOut')}</Button>}
      />
    );
  } else if (!propertyCode) {
    content = properties.isError ? (
      <Result
        status="warning"
        title={t('propertiesError')}
        extra={
          <Button type="primary" onClick={() => void properties.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    ) : (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('loading')} />
      </Flex>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider>
      <SkipLink />
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={232}
        style={{ position: 'sticky', top: 0, height: '100vh' }}
      >
        {/* The menu scrolls above the collapse trigger, which antd pins to the sider's bottom 48 px. */}
        <div style={{ height: 'calc(100vh - 48px)', overflowY: 'auto' }}>
          {/* Named by what it shows (WCAG 2.5.3), then where it goes: "ส่วนกลาง Suanklang, หน้าหลัก". */}
          <Link to={HOME_PATH}>
            <Flex vertical align="center" style={{ padding: '16px 8px', color: '#fff' }}>
              <Typography.Text strong style={{ color: '#fff', fontSize: collapsed ? 14 : 20 }}>
                {collapsed ? 'สก' : 'ส่วนกลาง'}
              </Typography.Text>
              {!collapsed && (
                <Typography.Text style={{ color: 'rgba(255,255,255,0.65)' }}>Suanklang</Typography.Text>
              )}
              <span className="sk-visually-hidden">, {t('home')}</span>
            </Flex>
          </Link>
          <MainMenu granted={rights.granted} approvalCount={approvalCount} collapsed={collapsed} />
        </div>
      </Layout.Sider>
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: '0 16px',
            position: 'sticky',
            top: 0,
            zIndex: 10,
            boxShadow: token.boxShadowTertiary,
          }}
        >
          <Flex align="center" justify="flex-end" gap={12} style={{ height: '100%' }} wrap={false}>
            <PropertySelector properties={rows} loading={properties.isFetching} />
            <LanguageSwitch />
            {canApprove && <ApprovalBell approvalCount={approvalCount} />}
            <UserMenu onSignOut={onSignOut} onPasswordChanged={onPasswordChanged} />
          </Flex>
        </Layout.Header>
        {/* antd renders Layout.Content as the page's <main> landmark; the skip link focuses it. */}
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 16, minWidth: 0 }}>
          {content}
        </Layout.Content>
      </Layout>
      {overlay}
    </Layout>
  );
}

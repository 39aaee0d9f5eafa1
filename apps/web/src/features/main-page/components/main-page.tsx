import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { screenKey } from '../../../lib/screen-keys';
import { Link } from 'react-router';
import { SETTING_SCREENS, TOP_SCREENS, type ScreenRoute } from '@suanklang/shared';
import { storedPropertyOptions, usePreferences } from '../../../lib/preferences/preferences';
import { useProperties } from '../../../lib/property/get-properties';
import { allowedScreens, useRights } from '../../../lib/property/rights';
import { SCREEN_ICONS } from '../../../lib/screen-icons';

function QuickLinks({ screens, iconKey }: { screens: ScreenRoute[]; iconKey?: string }) {
  const { t } = useTranslation('screens');
  return (
    <Row gutter={[16, 16]}>
      {screens.map((screen) => (
        <Col key={screen.path} xs={24} sm={12} md={8} xl={6}>
          <Link to={screen.path}>
            <Card hoverable size="small">
              <Card.Meta
                avatar={<span style={{ fontSize: 24 }}>{SCREEN_ICONS[iconKey ?? screen.titleKey]}</span>}
                title={t(screenKey.menu(screen.titleKey))}
                description={t(screenKey.title(screen.titleKey))}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/** /views/main-page: a welcome for the selected property and shortcuts to the screens the user may open. */
export function MainPage() {
  const { t } = useTranslation('screens');
  const { propertyCode } = usePreferences();
  const properties = useProperties();
  const rights = useRights();
  const property = (properties.data ?? storedPropertyOptions()).find(
    (row) => row.propertyCode === propertyCode,
  );
  const screens = allowedScreens(TOP_SCREENS, rights.granted).filter(
    (screen) => screen.path !== '/views/main-page',
  );
  const settings = allowedScreens(SETTING_SCREENS, rights.granted);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('mainPage.welcome')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('mainPage.property')}</Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {property ? `${property.propertyName} (${property.propertyCode})` : (propertyCode ?? '-')}
        </Typography.Title>
      </Card>
      <section aria-labelledby="quick-links">
        <Typography.Title level={5} id="quick-links">
          {t('mainPage.quickLinks')}
        </Typography.Title>
        {screens.length === 0 && settings.length === 0 && rights.status === 'success' ? (
          <Empty description={t('mainPage.nothingAllowed')} />
        ) : (
          <QuickLinks screens={screens} />
        )}
      </section>
      {settings.length > 0 && (
        <section aria-labelledby="setting-links">
          <Typography.Title level={5} id="setting-links">
            {t('menu.setting')}
          </Typography.Title>
          <QuickLinks screens={settings} iconKey="setting" />
        </section>
      )}
    </div>
  );
}

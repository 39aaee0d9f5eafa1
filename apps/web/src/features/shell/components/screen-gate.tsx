import type { ReactNode } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { HOME_PATH } from '../../../lib/paths';
import { usePropertyConfig } from '../../../lib/property/get-property-config';
import { useRights } from '../../../lib/property/rights';
import type { ScreenHandle } from '../../../lib/route-handle';

type ScreenGateProps = { handle: ScreenHandle; children: ReactNode };

/**
 * Every screen route renders through this: it sets the page title and shows the screen only when the property
 * config grants the screen's object; otherwise a 403 page (never a blank page).
 */
export function ScreenGate({ handle, children }: ScreenGateProps) {
  const { t } = useTranslation(['shell', 'screens']);
  const rights = useRights();
  const config = usePropertyConfig();
  const navigate = useNavigate();
  useDocumentTitle(t(`screens:title.${handle.titleKey}`));

  if (handle.object === null) return children;
  if (rights.status === 'pending') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('shell:loading')} />
      </Flex>
    );
  }
  if (rights.status === 'error') {
    return (
      <Result
        status="warning"
        title={t('shell:configError')}
        extra={
          <Button type="primary" onClick={() => void config.refetch()}>
            {t('shell:retry')}
          </Button>
        }
      />
    );
  }
  if (!rights.can(handle.object)) {
    return (
      <Result
        status="403"
        title="403"
        subTitle={t('shell:forbidden')}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {t('shell:backHome')}
          </Button>
        }
      />
    );
  }
  return children;
}

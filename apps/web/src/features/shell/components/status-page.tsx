import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { HOME_PATH } from '../../../lib/paths';

/** /underMaintenance: where a 503 sends the user. */
export function MaintenancePage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useDocumentTitle(t('maintenance.title'));
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="warning"
        title={t('maintenance.title')}
        subTitle={t('maintenance.body')}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {t('maintenance.retry')}
          </Button>
        }
      />
    </Flex>
  );
}

/** Any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  useDocumentTitle(t('notFound'));
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound')}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          {t('backHome')}
        </Button>
      }
    />
  );
}

/** A screen's code could not be loaded (network, a new deployment, the 120 s limit). */
export function LoadErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('loadError.title')}
      subTitle={t('loadError.body')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('loadError.reload')}
        </Button>
      }
    />
  );
}

/** A route failed to load or render: offer a reload rather than a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <LoadErrorPage />;
}

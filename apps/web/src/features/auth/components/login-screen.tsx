import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Spin, Tag, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/paths';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useDocumentTitle } from '../../../lib/document-title';
import { isHttpError } from '../../../lib/http/errors';
import { loadOidcConfig } from '../api/get-oidc-config';
import { completeSignIn } from '../session-actions';
import { startSignIn } from '../user-manager';
import { authKeys } from '../../../lib/query-keys';

type Phase =
  { kind: 'idle' } | { kind: 'completing' } | { kind: 'starting' } | { kind: 'failed'; message: string };

/** React may run an effect twice (StrictMode): one code is exchanged once, the second run shares the promise. */
const callbacks = new Map<string, Promise<string>>();
function completeOnce(url: string): Promise<string> {
  let running = callbacks.get(url);
  if (!running) {
    running = completeSignIn(url);
    callbacks.set(url, running);
  }
  return running;
}

type LoginScreenProps = { languageSwitch?: ReactNode };

/**
 * /login: the product's name, a language switch and one button that starts the OpenID sign-in. The identity
 * provider returns here with `?code=&state=`; the screen then finishes the sign-in and goes where the user was
 * heading (`redirect`, carried through the provider in `state`).
 */
export function LoginScreen({ languageSwitch }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const { lang } = usePreferences();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isCallback = params.has('code') && params.has('state');
  const providerError = params.get('error');
  const [phase, setPhase] = useState<Phase>(() => {
    if (isCallback) return { kind: 'completing' };
    if (providerError) {
      return { kind: 'failed', message: params.get('error_description') ?? t('providerRefused') };
    }
    return { kind: 'idle' };
  });
  const config = useQuery({ queryKey: authKeys.oidcConfig(), queryFn: loadOidcConfig, staleTime: Infinity });
  useDocumentTitle(t('title'));

  useEffect(() => {
    if (!isCallback) return;
    let active = true;
    completeOnce(window.location.href)
      .then((redirect) => {
        if (active) void navigate(redirect, { replace: true });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setPhase({ kind: 'failed', message: isHttpError(error) ? error.message : t('signInFailed') });
        // Drop ?code=&state= so a reload doesn't replay a spent code.
        const redirect = params.get('redirect');
        void navigate(redirect ? `?redirect=${encodeURIComponent(redirect)}` : '.', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [isCallback, navigate, params, t]);

  function signIn() {
    setPhase({ kind: 'starting' });
    startSignIn(params.get('redirect') ?? HOME_PATH, lang).catch(() => {
      setPhase({ kind: 'failed', message: t('providerUnavailable') });
    });
  }

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: 400, maxWidth: '100%' }}>
        <Flex vertical gap={24}>
          <Flex justify="flex-end">{languageSwitch}</Flex>
          <div style={{ textAlign: 'center' }}>
            <Typography.Title level={1} style={{ marginBottom: 0 }}>
              ส่วนกลาง
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 18 }}>
              Suanklang
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('tagline')}
            </Typography.Paragraph>
          </div>
          {phase.kind === 'failed' && <Alert type="error" showIcon title={phase.message} />}
          {phase.kind === 'completing' ? (
            <Flex vertical align="center" gap={8} role="status">
              <Spin />
              <Typography.Text>{t('completing')}</Typography.Text>
            </Flex>
          ) : (
            <Button
              type="primary"
              size="large"
              block
              icon={<LoginOutlined />}
              loading={phase.kind === 'starting'}
              onClick={signIn}
              id="sign-in"
            >
              {t('signIn')}
            </Button>
          )}
          {config.data?.demoMode && (
            <Flex vertical align="center" gap={4}>
              <Tag color="gold">{t('demoMode')}</Tag>
              <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
                {t('demoHint')}
              </Typography.Text>
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

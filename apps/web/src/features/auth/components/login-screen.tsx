import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin, Tag, theme } from 'antd';
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

const { useToken } = theme;

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
  // Opened at another address than PUBLIC_URL (an IP, a LAN name): the sign-in would be refused by the browser
  // (the provider's address is not this page's), so the page says where to go instead of failing silently.
  const home = config.data ? addressElsewhere(config.data.publicUrl, window.location.origin) : null;

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

  // Drawn with the theme's tokens rather than Card and Typography: those bring tabs, menus and text editing
  // that the sign-in page never shows, and the sign-in page is the first thing every browser downloads.
  const { token } = useToken();
  const secondary = { color: token.colorTextSecondary, margin: 0 };
  // A message box in the theme's colours (antd's Alert would add its own script to this page).
  const notice = (kind: 'error' | 'warning') => ({
    padding: `${token.paddingXS}px ${token.padding}px`,
    borderRadius: token.borderRadiusLG,
    border: `${token.lineWidth}px solid ${kind === 'error' ? token.colorErrorBorder : token.colorWarningBorder}`,
    background: kind === 'error' ? token.colorErrorBg : token.colorWarningBg,
    color: token.colorText,
  });
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <main
        style={{
          width: 400,
          maxWidth: '100%',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
          fontSize: token.fontSize,
          boxSizing: 'border-box',
        }}
      >
        <Flex vertical gap={24}>
          <Flex justify="flex-end">{languageSwitch}</Flex>
          <div style={{ textAlign: 'center' }}>
            <h1
              style={{
                margin: 0,
                fontSize: token.fontSizeHeading1,
                lineHeight: token.lineHeightHeading1,
                fontWeight: token.fontWeightStrong,
                color: token.colorTextHeading,
              }}
            >
              ส่วนกลาง
            </h1>
            <p style={{ ...secondary, fontSize: 18 }}>Suanklang</p>
            <p style={{ ...secondary, marginTop: 12 }}>{t('tagline')}</p>
          </div>
          {phase.kind === 'failed' && (
            <div role="alert" style={notice('error')}>
              {phase.message}
            </div>
          )}
          {home && (
            <div role="alert" style={notice('warning')}>
              <strong>{t('wrongAddress.title')}</strong>
              <p style={{ margin: '4px 0' }}>{t('wrongAddress.text', { url: home })}</p>
              <a href={`${home}/login`} id="open-public-url">
                {t('wrongAddress.open', { url: home })}
              </a>
            </div>
          )}
          {phase.kind === 'completing' ? (
            <Flex vertical align="center" gap={8} role="status">
              <Spin />
              <span>{t('completing')}</span>
            </Flex>
          ) : (
            <Button
              type="primary"
              size="large"
              block
              icon={<LoginOutlined />}
              loading={phase.kind === 'starting'}
              disabled={home !== null}
              onClick={signIn}
              id="sign-in"
            >
              {t('signIn')}
            </Button>
          )}
          {config.data?.demoMode && (
            <Flex vertical align="center" gap={4}>
              <Tag color="gold">{t('demoMode')}</Tag>
              <p style={{ ...secondary, fontSize: 12, textAlign: 'center' }}>{t('demoHint')}</p>
            </Flex>
          )}
        </Flex>
      </main>
    </Flex>
  );
}

/** PUBLIC_URL when this page was opened at another origin, else null. */
export function addressElsewhere(publicUrl: string, origin: string): string | null {
  try {
    const url = new URL(publicUrl);
    return url.origin === origin ? null : url.origin + url.pathname.replace(/\/$/, '');
  } catch {
    return null;
  }
}

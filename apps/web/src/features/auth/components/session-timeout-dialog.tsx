import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session';
import { expireSession, renewSession, signOut } from '../session-actions';

/** How long before the session ends the dialog appears (001 section 9: the session length minus one minute). */
export const WARNING_MS = 60_000;
const TICK_MS = 100;

/** `m:ss` of what is left, never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Warns before the app session (sessionSeconds from /auth/login) runs out: a countdown refreshed every 100 ms,
 * not dismissible by clicking outside. "Stay signed in" renews silently; at zero the user is signed out and sent
 * to /login with the way back.
 */
export function SessionTimeoutDialog() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const expiresAt = session?.expiresAt ?? null;
  const [now, setNow] = useState(() => Date.now());
  const [renewing, setRenewing] = useState(false);
  const [failed, setFailed] = useState(false);

  const warnAt = expiresAt === null ? null : expiresAt - WARNING_MS;
  const open = warnAt !== null && now >= warnAt;

  // Wake up when the warning is due; re-armed whenever the session changes (renewed, another tab).
  useEffect(() => {
    if (warnAt === null) return;
    const delay = Math.max(0, warnAt - Date.now());
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(delay, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [warnAt]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [open]);

  const remaining = expiresAt === null ? 0 : expiresAt - now;
  // The countdown keeps ticking while the sign-out runs: end the session once.
  const expiring = useRef(false);
  useEffect(() => {
    if (!open || remaining > 0 || renewing || expiring.current) return;
    expiring.current = true;
    void expireSession().finally(() => {
      expiring.current = false;
    });
  }, [open, remaining, renewing]);

  async function stay() {
    setRenewing(true);
    setFailed(false);
    try {
      await renewSession();
    } catch {
      setFailed(true);
    } finally {
      setRenewing(false);
    }
  }

  return (
    <Modal
      open={open && expiresAt !== null}
      title={
        <span>
          <ClockCircleOutlined /> {t('sessionTimeout.title')}
        </span>
      }
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="sign-out" onClick={() => void signOut()}>
          {t('signOut')}
        </Button>,
        <Button key="stay" type="primary" loading={renewing} onClick={() => void stay()}>
          {t('sessionTimeout.stay')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('sessionTimeout.body')}</Typography.Paragraph>
      <Typography.Title level={2} style={{ textAlign: 'center', margin: 0 }} aria-live="polite">
        <span role="timer">{formatCountdown(remaining)}</span>
      </Typography.Title>
      {failed && <Typography.Text type="danger">{t('sessionTimeout.renewFailed')}</Typography.Text>}
    </Modal>
  );
}

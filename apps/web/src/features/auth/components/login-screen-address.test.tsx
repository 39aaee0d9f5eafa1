import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { LoginScreen } from './login-screen';

describe('the sign-in page opened at PUBLIC_URL', () => {
  beforeEach(async () => {
    storeLang('th');
    await inLanguage('th');
  });
  afterEach(cleanup);

  it('signs in as usual, with no word about another address', async () => {
    const publicUrl = window.location.origin;
    fakeServer(
      {
        'GET /auth/oidc-config': {
          authority: `${publicUrl}/oidc`,
          clientId: 'suanklang-web',
          scope: 'openid profile',
          builtIn: true,
          demoMode: false,
          publicUrl,
        },
      },
      [],
    );
    await renderScreen(<LoginScreen />, { path: '/login' });
    await screen.findByRole('button', { name: /เข้าสู่ระบบ/ });
    expect(screen.queryByText('เปิดระบบจากที่อยู่อื่น')).toBeNull();
    expect((document.getElementById('sign-in') as HTMLButtonElement).disabled).toBe(false);
  });
});

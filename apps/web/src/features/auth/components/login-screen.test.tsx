import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import '../../../i18n';
import { inLanguage } from '../../../components/test-lang';
import { storeLang } from '../../../lib/preferences/preferences';
import { fakeServer, renderScreen } from '../../../lib/settings/test-screen';
import { addressElsewhere, LoginScreen } from './login-screen';

const config = (publicUrl: string) => ({
  authority: `${publicUrl}/oidc`,
  clientId: 'suanklang-web',
  scope: 'openid profile',
  builtIn: true,
  demoMode: false,
  publicUrl,
});

// The page reads the provider's configuration once per page load (a module cache): this file opens it at another
// address than PUBLIC_URL; login-screen-address.test.tsx opens it at PUBLIC_URL.
describe('the sign-in page opened at another address than PUBLIC_URL', () => {
  beforeEach(async () => {
    storeLang('th');
    await inLanguage('th');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('compares origins: the same server at the same origin is fine, another host or port is not', () => {
    expect(addressElsewhere('http://localhost:8080', 'http://localhost:8080')).toBeNull();
    expect(addressElsewhere('http://localhost:8080/', 'http://localhost:8080')).toBeNull();
    expect(addressElsewhere('http://localhost:8080', 'http://127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(addressElsewhere('https://office.example/app/', 'http://192.168.1.20:8080')).toBe(
      'https://office.example/app',
    );
    expect(addressElsewhere('not a url', 'http://localhost')).toBeNull();
  });

  it('says where the server is set up and links there, instead of a sign-in that cannot work', async () => {
    fakeServer({ 'GET /auth/oidc-config': config('http://office.example:8080') }, []);
    await renderScreen(<LoginScreen />, { path: '/login' });
    await screen.findByText('เปิดระบบจากที่อยู่อื่น');
    expect(screen.getByRole('link', { name: 'เปิด http://office.example:8080' }).getAttribute('href')).toBe(
      'http://office.example:8080/login',
    );
    expect((document.getElementById('sign-in') as HTMLButtonElement).disabled).toBe(true);
  });
});

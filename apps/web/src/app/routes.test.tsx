import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { SETTING_SCREENS, STORAGE_KEYS, TOP_SCREENS } from '@suanklang/shared';
import { reloadSession, SESSION_KEYS } from '../lib/session/session';
import { SETTING_SCREEN_MODULES, TOP_SCREEN_MODULES, appRoutes, withChunkTimeout } from './routes';

async function settle(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
  return router;
}

function fullPath(router: Awaited<ReturnType<typeof settle>>) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

function signIn(expiresInMs: number) {
  localStorage.setItem(STORAGE_KEYS.token, 'app-token');
  localStorage.setItem(STORAGE_KEYS.username, 'somchai');
  localStorage.setItem(SESSION_KEYS.expiresAt, new Date(Date.now() + expiresInMs).toISOString());
  localStorage.setItem(SESSION_KEYS.sessionSeconds, '1800');
  reloadSession();
}

describe('route guard', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
  });
  afterEach(() => localStorage.clear());

  it('sends a signed-out user to /login?redirect=<encoded full path incl. query>', async () => {
    const router = await settle('/views/invoice?status=2&unit=A-101');
    expect(fullPath(router)).toBe(
      `/login?redirect=${encodeURIComponent('/views/invoice?status=2&unit=A-101')}`,
    );
  });

  it('guards nested settings routes and route parameters too', async () => {
    const router = await settle('/views/setting/unitDetail/A%2F101');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/views/setting/unitDetail/A%2F101',
    );
  });

  it('lets a user with a live app token through, /views landing on the main page', async () => {
    signIn(10 * 60_000);
    const router = await settle('/views');
    expect(fullPath(router)).toBe('/views/main-page');
  });

  it('treats an expired token without a stored username as signed out', async () => {
    signIn(-60_000);
    localStorage.removeItem(STORAGE_KEYS.username);
    reloadSession();
    const router = await settle('/views/receipt');
    expect(fullPath(router)).toBe(`/login?redirect=${encodeURIComponent('/views/receipt')}`);
  });

  it('sends / to /login when nobody signed in here, and to the main page otherwise', async () => {
    expect(fullPath(await settle('/'))).toBe('/login');
    signIn(10 * 60_000);
    expect(fullPath(await settle('/'))).toBe('/views/main-page');
  });

  it('skips the login screen for a signed-in user, honouring a safe redirect only', async () => {
    signIn(10 * 60_000);
    expect(fullPath(await settle('/login?redirect=%2Fviews%2Fcheque'))).toBe('/views/cheque');
    expect(fullPath(await settle('/login?redirect=https%3A%2F%2Fevil.example'))).toBe('/views/main-page');
  });
});

describe('route table', () => {
  it('has a lazily loaded module for every screen of the shared catalogue', () => {
    for (const screen of TOP_SCREENS)
      expect(TOP_SCREEN_MODULES[screen.path], screen.path).toBeTypeOf('function');
    for (const screen of SETTING_SCREENS) {
      expect(SETTING_SCREEN_MODULES[screen.path], screen.path).toBeTypeOf('function');
    }
  });

  it('turns a screen chunk that never arrives into a load error after the time limit', async () => {
    vi.useFakeTimers();
    try {
      const pending = withChunkTimeout(() => new Promise<never>(() => {}), 120_000);
      const assertion = expect(pending).rejects.toThrow(/ChunkLoadError/);
      await vi.advanceTimersByTimeAsync(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('redirects inside /views', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn(10 * 60_000);
  });
  afterEach(() => localStorage.clear());

  it('sends /views/setting to the project settings', async () => {
    expect(fullPath(await settle('/views/setting'))).toBe('/views/setting/project');
  });

  it('still sends a signed-out /views to the login (coming back to the main page)', async () => {
    localStorage.clear();
    reloadSession();
    expect(fullPath(await settle('/views'))).toBe(
      `/login?redirect=${encodeURIComponent('/views/main-page')}`,
    );
  });
});

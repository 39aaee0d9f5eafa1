import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type LoginData } from '@suanklang/shared';

const signinSilent = vi.fn();
const signoutRedirect = vi.fn();
const calls: string[] = [];
vi.mock('./user-manager', () => ({
  getUserManager: () =>
    Promise.resolve({
      signinSilent,
      getUser: () => Promise.resolve({ id_token: 'id-token' }),
      removeUser: () => Promise.resolve(),
      metadataService: { getMetadata: () => Promise.resolve({ end_session_endpoint: '/oidc/session/end' }) },
      signoutRedirect: (...args: unknown[]) => {
        calls.push('end-session redirect');
        return signoutRedirect(...args);
      },
    }),
  isSignInState: () => false,
}));
const exchangeIdToken = vi.fn<(idToken: string, options?: { replaces?: string }) => Promise<LoginData>>();
vi.mock('./api/login', () => ({
  exchangeIdToken: (idToken: string, options?: { replaces?: string }) =>
    options?.replaces ? exchangeIdToken(idToken, options) : exchangeIdToken(idToken),
}));
const endServerSession = vi.fn<() => Promise<void>>();
vi.mock('./api/logout', () => ({
  endServerSession: (token: string) => {
    calls.push(`logout with ${token}, stored token ${localStorage.getItem(STORAGE_KEYS.token)}`);
    return endServerSession();
  },
}));

const { ensureSignedIn, renewSession, signOut } = await import('./session-actions');
const { reloadSession, getSession } = await import('../../lib/session/session');

function login(username: string): LoginData {
  return {
    token: 'new-app-token',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    sessionSeconds: 1800,
    user: { userId: 'u1', username, firstName: 'สมชาย', lastName: 'ใจดี', email: null, isAdmin: false },
  };
}

describe('silent sign-in for the stored username', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.username, 'somchai');
    reloadSession();
    vi.clearAllMocks();
  });

  it('gets a new app token without the user when the identity provider still knows them', async () => {
    signinSilent.mockResolvedValue({ id_token: 'id-token' });
    exchangeIdToken.mockResolvedValue(login('somchai'));
    await expect(ensureSignedIn()).resolves.toBe(true);
    expect(signinSilent).toHaveBeenCalledWith({ login_hint: 'somchai' });
    expect(exchangeIdToken).toHaveBeenCalledWith('id-token');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-app-token');
    expect(getSession()?.sessionSeconds).toBe(1800);
  });

  it('removes the stored username when the silent sign-in fails', async () => {
    signinSilent.mockRejectedValue(new Error('login_required'));
    await expect(ensureSignedIn()).resolves.toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
  });

  it('refuses a silent sign-in that comes back as someone else', async () => {
    signinSilent.mockResolvedValue({ id_token: 'id-token' });
    exchangeIdToken.mockResolvedValue(login('other.person'));
    await expect(ensureSignedIn()).resolves.toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
  });

  it('does not try at all without a stored username', async () => {
    localStorage.clear();
    reloadSession();
    await expect(ensureSignedIn()).resolves.toBe(false);
    expect(signinSilent).not.toHaveBeenCalled();
  });
});

describe('renewing a live session', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.username, 'somchai');
    localStorage.setItem(STORAGE_KEYS.token, 'old-app-token');
    reloadSession();
    vi.clearAllMocks();
  });

  it('names the token it replaces, so the server ends that session', async () => {
    signinSilent.mockResolvedValue({ id_token: 'id-token' });
    exchangeIdToken.mockResolvedValue(login('somchai'));
    await renewSession();
    expect(exchangeIdToken).toHaveBeenCalledWith('id-token', { replaces: 'old-app-token' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-app-token');
  });
});

describe('sign-out', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.username, 'somchai');
    localStorage.setItem(STORAGE_KEYS.token, 'app-token');
    reloadSession();
    vi.clearAllMocks();
    calls.length = 0;
  });

  it('forgets the token, ends its session on the server, then signs out at the identity provider', async () => {
    endServerSession.mockResolvedValue();
    await signOut();
    expect(calls).toEqual(['logout with app-token, stored token null', 'end-session redirect']);
    expect(signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
  });

  it('still signs out when the server cannot be reached', async () => {
    endServerSession.mockRejectedValue(new Error('network'));
    await signOut();
    expect(calls).toEqual(['logout with app-token, stored token null', 'end-session redirect']);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

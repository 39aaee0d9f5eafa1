import { safeRedirect, LOGIN_PATH, loginPath, currentFullPath } from '../../lib/paths';
import { navigateTo } from '../../lib/http/navigation';
import { queryClient } from '../../lib/query-client';
import {
  clearSession,
  currentToken,
  hasLiveToken,
  storeSession,
  storedUsername,
} from '../../lib/session/session';
import { exchangeIdToken } from './api/login';
import { endServerSession } from './api/logout';
import { getUserManager, isSignInState } from './user-manager';

function sameUser(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/**
 * A fresh app token without the user doing anything: a silent sign-in at the identity provider for the stored
 * username (refresh token or hidden frame), then POST /auth/login naming the token it replaces, whose session
 * the server then ends. Throws when either step fails, or when the provider answers for someone else.
 */
export async function renewSession(): Promise<void> {
  const username = storedUsername();
  const userManager = await getUserManager();
  const user = await userManager.signinSilent(username ? { login_hint: username } : undefined);
  if (!user?.id_token) throw new Error('The identity provider returned no id_token');
  const replaces = currentToken();
  const login = await exchangeIdToken(user.id_token, replaces ? { replaces } : {});
  if (username && !sameUser(login.user.username, username)) {
    throw new Error('The identity provider signed in a different account');
  }
  storeSession(login);
}

let pending: Promise<boolean> | null = null;

/**
 * The route guard's test (000 section 2): signed in when the app token is alive, or when one can be obtained
 * silently for the stored username. On failure the stored username is removed: the user is signed out.
 */
export function ensureSignedIn(): Promise<boolean> {
  if (hasLiveToken()) return Promise.resolve(true);
  if (!storedUsername()) return Promise.resolve(false);
  pending ??= renewSession()
    .then(() => true)
    .catch(() => {
      clearSession();
      return false;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The identity provider sent the browser back to /login with a code: finish signing in, say where to go. */
export async function completeSignIn(url: string): Promise<string> {
  const userManager = await getUserManager();
  const user = await userManager.signinRedirectCallback(url);
  if (!user.id_token) throw new Error('The identity provider returned no id_token');
  const login = await exchangeIdToken(user.id_token);
  storeSession(login);
  return safeRedirect(isSignInState(user.state) ? user.state.redirect : null);
}

/** Forgets everything of this user in the browser (tokens, cached data). */
async function forgetUser() {
  const userManager = await getUserManager().catch(() => null);
  const user = await userManager?.getUser().catch(() => null);
  clearSession();
  queryClient.clear();
  await userManager?.removeUser().catch(() => undefined);
  return { userManager, idToken: user?.id_token };
}

/**
 * Forgets the session in the browser (so no call of the page goes out with its token any more), ends it on the
 * server (a failure there does not keep the user signed in: the token still expires), then signs out at the
 * identity provider when it offers an end-session endpoint; otherwise (or when that fails) the local sign-out
 * is enough and the user lands on /login.
 */
export async function signOut(): Promise<void> {
  const token = currentToken();
  const { userManager, idToken } = await forgetUser();
  if (token) await endServerSession(token).catch(() => undefined);
  try {
    const metadata = await userManager?.metadataService.getMetadata();
    if (userManager && idToken && metadata?.end_session_endpoint) {
      await userManager.signoutRedirect({ id_token_hint: idToken });
      return;
    }
  } catch {
    /* fall back to the local sign-out */
  }
  navigateTo(LOGIN_PATH, { replace: true });
}

/**
 * The user changed their password: the server has ended every session of theirs, this one and the identity
 * provider's too, so only the browser's copy is left to forget before signing in with the new password.
 */
export async function signOutAfterPasswordChange(): Promise<void> {
  await forgetUser();
  navigateTo(LOGIN_PATH, { replace: true });
}

/** The session ran out while the user was away: local sign-out, and back here after signing in again. */
export async function expireSession(): Promise<void> {
  const redirect = currentFullPath();
  await forgetUser();
  navigateTo(loginPath(redirect), { replace: true });
}

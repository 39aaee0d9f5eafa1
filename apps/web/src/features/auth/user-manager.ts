import type { StateStore, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { Lang, OidcConfig } from '@suanklang/shared';
import { LOGIN_PATH } from '../../lib/paths';
import { loadOidcConfig } from './api/get-oidc-config';

export const SILENT_RENEW_PATH = '/silent-renew.html';

/** Authorization code + PKCE against the configured issuer, callbacks on this origin (DESIGN 4). */
export function userManagerSettings(
  config: OidcConfig,
  origin: string,
  userStore: StateStore,
): UserManagerSettings {
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}${LOGIN_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore,
  };
}

let manager: Promise<UserManager> | null = null;

/**
 * The OpenID client, loaded on first use (a sign-in, its return, a silent renewal): the sign-in page shows its
 * button without it.
 */
export function getUserManager(): Promise<UserManager> {
  manager ??= Promise.all([loadOidcConfig(), import('oidc-client-ts')])
    .then(
      ([config, oidc]) =>
        new oidc.UserManager(
          userManagerSettings(
            config,
            window.location.origin,
            new oidc.WebStorageStateStore({ store: window.localStorage }),
          ),
        ),
    )
    .catch((error: unknown) => {
      manager = null;
      throw error;
    });
  return manager;
}

/** The state carried through the identity provider: where to go after signing in. */
export type SignInState = { redirect: string };

export function isSignInState(value: unknown): value is SignInState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { redirect?: unknown }).redirect === 'string'
  );
}

export async function startSignIn(redirect: string, lang: Lang): Promise<void> {
  const userManager = await getUserManager();
  const state: SignInState = { redirect };
  await userManager.signinRedirect({ state, ui_locales: lang });
}

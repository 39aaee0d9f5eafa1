import { i18n } from '../../i18n';
import { currentLang, currentPropertyCode } from '../preferences/preferences';
import { currentToken, removeToken } from '../session/session';
import { MAINTENANCE_PATH, currentFullPath, isLoginPath, loginPath } from '../paths';
import { createHttpClient, type ClientHooks } from './http-client';
import { navigateTo } from './navigation';
import { notifyError } from './notify';

function onUnauthorized(): void {
  removeToken();
  if (!isLoginPath(window.location.pathname)) navigateTo(loginPath(currentFullPath()), { replace: true });
}

function onMaintenance(): void {
  if (window.location.pathname !== MAINTENANCE_PATH) navigateTo(MAINTENANCE_PATH, { replace: true });
}

const baseHooks: ClientHooks = {
  lang: currentLang,
  propertyCode: currentPropertyCode,
  onUnauthorized,
  onMaintenance,
  notify: (notice) => notifyError(notice),
  fallbackMessage: (kind) => i18n.t(kind === 'network' ? 'common:error.network' : 'common:error.unexpected'),
};

/** The main service (same origin), with the app token. */
export const api = createHttpClient('', { ...baseHooks, token: currentToken });

/** The second service: paths that begin /api/v1 (its base URL can point elsewhere). */
export const apiV1 = createHttpClient(import.meta.env.VITE_API_V1_URL ?? '/api/v1', {
  ...baseHooks,
  token: currentToken,
});

/** No token: the calls made before sign-in (OpenID configuration, the token exchange). */
export const publicApi = createHttpClient('', baseHooks);

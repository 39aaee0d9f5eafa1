/** Paths the shell itself sends people to. */
export const LOGIN_PATH = '/login';
export const MAINTENANCE_PATH = '/underMaintenance';
export const HOME_PATH = '/views/main-page';

/** `/login?redirect=<encoded full path>`: where the guard and a 401 send a signed-out user. */
export function loginPath(redirect?: string | null): string {
  return redirect ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}` : LOGIN_PATH;
}

export function isLoginPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

/**
 * A redirect target taken from the URL is only followed when it stays inside the app: a same-origin absolute
 * path, never `//host`, a scheme, or the login screen itself (which would loop).
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(`${LOGIN_PATH}/`)) {
    return HOME_PATH;
  }
  return value;
}

export function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

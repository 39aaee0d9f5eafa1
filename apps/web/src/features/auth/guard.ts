import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from '../../lib/paths';
import { ensureSignedIn } from './session-actions';

/** Loader of /views: everything below needs sign-in; a signed-out user goes to /login?redirect=<full path>. */
export async function requireSignIn({ request }: LoaderFunctionArgs): Promise<null> {
  if (await ensureSignedIn()) return null;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}

import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** What the flow reads of a reply. */
export type FlowReply = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body' | 'cookies' | 'json'>;

/** The server the flow talks to: a Fastify app, or a listening server reached over HTTP (bench/http-client.ts). */
export type FlowServer = { inject: (opts: InjectOptions) => Promise<FlowReply> };

/** Minimal cookie jar for walking the sign-in redirects through app.inject. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: FlowReply) {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

function pathOf(location: string) {
  const u = new URL(location, 'http://localhost:8080');
  return u.pathname + u.search;
}

export type FlowResult = {
  signInPage: string;
  loginStatus: number;
  loginPage?: string;
  /** How long the password post took to answer. */
  loginMs: number;
  /** The change-password step's page, when the password had been reset by an administrator. */
  changePage?: string;
  idToken?: string;
  /** The browser's cookies at the provider after the flow (its sign-in session). */
  cookies: string;
};

/**
 * Walks the authorization-code + PKCE flow of the built-in provider the way a browser does:
 * authorize -> sign-in page -> password -> back to the client with a code -> token endpoint.
 */
export async function signInThroughProvider(
  app: FlowServer,
  username: string,
  password: string,
  opts: {
    clientId?: string;
    redirectUri?: string;
    lang?: string;
    /** The address the password is posted from. */
    remoteAddress?: string;
    /** Given at the change-password step (twice, or `confirm` as the second). */
    newPassword?: string;
    confirm?: string;
  } = {},
): Promise<FlowResult> {
  const jar = new Jar();
  const clientId = opts.clientId ?? 'suanklang-web';
  const redirectUri = opts.redirectUri ?? 'http://localhost:8080/login';
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st',
    nonce: 'nn',
  });
  let res = await app.inject({ method: 'GET', url: `/oidc/auth?${query.toString()}` });
  jar.take(res);
  if (res.statusCode !== 303 && res.statusCode !== 302)
    throw new Error(`authorize: ${res.statusCode} ${res.body}`);
  const interaction = pathOf(res.headers.location as string);

  res = await app.inject({
    method: 'GET',
    url: interaction + (opts.lang ? `?lang=${opts.lang}` : ''),
    headers: { cookie: jar.header() },
  });
  jar.take(res);
  const signInPage = res.body;

  const posted = performance.now();
  res = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password, lang: opts.lang ?? 'th' }).toString(),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  const loginMs = performance.now() - posted;
  jar.take(res);
  let changePage: string | undefined;
  if (res.statusCode === 200 && res.body.includes('name="challenge"')) {
    changePage = res.body;
    const challenge = /name="challenge" value="([^"]*)"/.exec(res.body)?.[1] ?? '';
    if (opts.newPassword === undefined)
      return { signInPage, loginStatus: 200, loginMs, changePage, cookies: jar.header() };
    res = await app.inject({
      method: 'POST',
      url: `${interaction}/password`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        challenge,
        newPassword: opts.newPassword,
        confirmPassword: opts.confirm ?? opts.newPassword,
        lang: opts.lang ?? 'th',
      }).toString(),
    });
    jar.take(res);
    if (res.statusCode !== 303)
      return {
        signInPage,
        loginStatus: res.statusCode,
        loginMs,
        changePage: res.body,
        cookies: jar.header(),
      };
  }
  if (res.statusCode !== 303)
    return { signInPage, loginStatus: res.statusCode, loginMs, loginPage: res.body, cookies: jar.header() };

  // Back at the provider, which answers with the code on the client's redirect URI.
  let location = res.headers.location as string;
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
    res = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.take(res);
    location = res.headers.location as string;
    if (!location) throw new Error(`no redirect: ${res.statusCode} ${res.body}`);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);

  res = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return {
    signInPage,
    loginStatus: 303,
    loginMs,
    ...(changePage ? { changePage } : {}),
    idToken: res.json<{ id_token: string }>().id_token,
    cookies: jar.header(),
  };
}

/**
 * A silent sign-in as the web's renewal makes it (`prompt=none`) with the browser's provider cookies: the
 * redirect back to the client, which carries a `code` while the provider session lives, else an `error`.
 */
export async function silentAuthorize(app: FlowServer, cookies: string): Promise<URLSearchParams> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'suanklang-web',
    redirect_uri: 'http://localhost:8080/silent-renew.html',
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'st',
    nonce: 'nn',
    prompt: 'none',
  });
  const jar = new Jar();
  let header = cookies;
  let res = await app.inject({
    method: 'GET',
    url: `/oidc/auth?${query.toString()}`,
    headers: { cookie: header },
  });
  for (let hop = 0; hop < 5; hop++) {
    const location = res.headers.location;
    if (!location) throw new Error(`silent sign-in: ${res.statusCode} ${res.body}`);
    if (location.startsWith('http://localhost:8080/silent-renew.html')) return new URL(location).searchParams;
    jar.take(res);
    header = [cookies, jar.header()].filter(Boolean).join('; ');
    res = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: header } });
  }
  throw new Error('silent sign-in: too many redirects');
}

import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type ErrorOut, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { getOrCreateSecret } from '../secrets';
import { databaseAdapter } from './oidc-adapter';

export const INTERACTION_PATH = '/interaction';
export const SCOPE = 'openid profile email';

export type BuiltInProvider = { provider: Provider; issuer: string; publicJwks: JWK[] };

async function signingKey(db: Db): Promise<JWK> {
  return getOrCreateSecret(db, 'oidc-signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  });
}

function publicPart(jwk: JWK): JWK {
  const { kid, kty, n, e, alg, use } = jwk;
  return { kid, kty, n, e, alg, use };
}

/**
 * The built-in OpenID provider: used when no external issuer is configured, and always for the
 * non-directory users whose argon2id passwords live in our database. The web app is its only client.
 */
export async function createBuiltInProvider(
  db: Db,
  opts: {
    publicUrl: string;
    origins: string[];
    clientId: string;
    sessionSeconds: number;
  },
): Promise<BuiltInProvider> {
  const issuer = `${opts.publicUrl}/oidc`;
  const key = await signingKey(db);
  const cookieKeys = await getOrCreateSecret(db, 'oidc-cookie-keys', () => [randomBytes(32).toString('hex')]);
  const origins = [...new Set([opts.publicUrl, ...opts.origins])];

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: opts.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/login`, `${o}/silent-renew.html`]),
        post_logout_redirect_uris: origins.map((o) => `${o}/login`),
      },
    ],
    jwks: { keys: [key] },
    cookies: { keys: cookieKeys },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email'],
    },
    // Every claim the app needs is in the id_token it hands to POST /auth/login.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource },
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    // The web app is our own first-party client: no consent screen, the grant is implied.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    async findAccount(_ctx, id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const rows = await db.select().from(appUser).where(eq(appUser.id, id));
      const user = rows[0];
      if (!user || user.active !== 'Y') return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          preferred_username: user.username,
          name: `${user.firstName} ${user.lastName}`,
          given_name: user.firstName,
          family_name: user.lastName,
          email: user.email ?? undefined,
        }),
      };
    },
    ttl: {
      Session: 12 * 3600,
      Interaction: 3600,
      Grant: 12 * 3600,
      IdToken: 600,
      AccessToken: 600,
      AuthorizationCode: 60,
    },
    renderError,
  };

  const provider = new Provider(issuer, configuration);
  // The provider builds its endpoint URLs from the request's host and protocol; `pinned` below sets them from
  // PUBLIC_URL on every request, so neither a Host nor an X-Forwarded-* header can move them.
  provider.proxy = true;
  return { provider, issuer, publicJwks: [publicPart(key)] };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/interaction-assets/sign-in.css"></head><body><main class="card">${body}</main></body></html>`;
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.body = page(
    'ออกจากระบบ / Sign out',
    `<h1>ออกจากระบบ / Sign out</h1><p>ต้องการออกจากระบบหรือไม่? / Do you want to sign out?</p>${form}
     <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">ออกจากระบบ / Sign out</button>
     <button class="secondary" type="submit" form="op.logoutForm">ยกเลิก / Stay signed in</button>`,
  );
}

async function renderError(ctx: KoaContextWithOIDC, out: ErrorOut) {
  ctx.type = 'html';
  const safe = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  ctx.body = page(
    'เกิดข้อผิดพลาด / Error',
    `<h1>เข้าสู่ระบบไม่สำเร็จ / Sign-in failed</h1><p>${safe(out.error)}: ${safe(out.error_description)}</p><p><a href="/login">กลับไปหน้าเข้าสู่ระบบ / Back to sign-in</a></p>`,
  );
}

/**
 * Pins the host and protocol the provider sees to PUBLIC_URL, so the discovery document and every redirect name
 * the public address whatever the client sent (a spoofed Host or X-Forwarded-Host changes nothing).
 */
export function pinnedToPublicUrl(publicUrl: string): (req: IncomingMessage) => void {
  const url = new URL(publicUrl);
  const proto = url.protocol.replace(/:$/, '');
  return (req) => {
    req.headers.host = url.host;
    req.headers['x-forwarded-host'] = url.host;
    req.headers['x-forwarded-proto'] = proto;
    delete req.headers['x-forwarded-port'];
  };
}

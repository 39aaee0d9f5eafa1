import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { AppError } from '../errors';

/** Signature algorithms accepted on id_tokens; anything else (none, HS*) is refused. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384'];

export type IdentityClaims = { subject: string; username: string | null; email: string | null };

export type IdTokenVerifier = (idToken: string) => Promise<IdentityClaims>;

function claimsOf(payload: JWTPayload): IdentityClaims {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    subject: payload.sub ?? '',
    // Entra ID puts the sign-in name in preferred_username (or upn); the built-in provider too.
    username: str(payload.preferred_username) ?? str(payload.upn) ?? str(payload.email),
    email: str(payload.email),
  };
}

function verifierWith(
  keys: Parameters<typeof jwtVerify>[1],
  issuer: string,
  audience: string,
): IdTokenVerifier {
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys as never, {
        algorithms: ALGORITHMS,
        issuer,
        audience,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return claimsOf(payload);
    } catch {
      throw new AppError('ST012');
    }
  };
}

/** The built-in provider's own public keys: no network round trip. */
export function localVerifier(publicJwks: JWK[], issuer: string, audience: string): IdTokenVerifier {
  return verifierWith(createLocalJWKSet({ keys: publicJwks }), issuer, audience);
}

/** An external issuer (Entra ID, Keycloak...): keys from its discovery document, cached by jose. */
export function remoteVerifier(issuer: string, audience: string): IdTokenVerifier {
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  return async (idToken) => {
    if (!jwks) {
      const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!res.ok) throw new AppError('ST012');
      const discovery = (await res.json()) as { jwks_uri?: string };
      if (!discovery.jwks_uri) throw new AppError('ST012');
      jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    }
    return verifierWith(jwks, issuer, audience)(idToken);
  };
}

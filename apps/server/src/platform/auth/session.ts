import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { getOrCreateSecret } from '../secrets';
import { AppError } from '../errors';

const ISSUER = 'suanklang';
const AUDIENCE = 'suanklang-api';

/** The app's own short-lived session token, issued by POST /auth/login after the IdP vouched for the user. */
export type SessionTokens = {
  issue: (userId: string) => Promise<{ token: string; expiresAt: Date }>;
  verify: (token: string) => Promise<string>;
  seconds: number;
};

export async function createSessionTokens(db: Db, seconds: number): Promise<SessionTokens> {
  const secret = await getOrCreateSecret(db, 'session-hs256', () => randomBytes(48).toString('base64'));
  const key = Buffer.from(secret, 'base64');
  return {
    seconds,
    async issue(userId) {
      const expiresAt = new Date(Date.now() + seconds * 1000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (!payload.sub) throw new Error('no subject');
        return payload.sub;
      } catch {
        throw new AppError('ST003');
      }
    },
  };
}

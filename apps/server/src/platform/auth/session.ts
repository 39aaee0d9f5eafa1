import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Executor } from '../db/client';
import { oidcPayload, userSession } from '../db/schema';
import { getOrCreateSecret } from '../secrets';
import { AppError } from '../errors';

const ISSUER = 'suanklang';
const AUDIENCE = 'suanklang-api';
/** Verified tokens remembered per process (a few hundred bytes each). */
const VERIFIED_MAX = 10_000;

/** What a verified token names: the user and the server-side session it was issued for. */
export type SessionClaims = { userId: string; sessionId: string };

/**
 * The app's own short-lived session token, issued by POST /auth/login after the IdP vouched for the user. Each
 * token carries the id (`jti`) of a `user_session` row; the signature proves the token is ours, the row (checked
 * with the user on every call) says whether the session is still open.
 */
export type SessionTokens = {
  issue: (userId: string) => Promise<{ token: string; expiresAt: Date; sessionId: string }>;
  /** The token's claims when its signature, issuer, audience and expiry hold; the session row is not read. */
  verify: (token: string) => Promise<SessionClaims>;
  /** The claims of a token of ours even when it has expired (to end the session a renewal replaces). */
  claimsOf: (token: string) => Promise<SessionClaims | null>;
  seconds: number;
};

export async function createSessionTokens(db: Db, seconds: number): Promise<SessionTokens> {
  const secret = await getOrCreateSecret(db, 'session-hs256', () => randomBytes(48).toString('base64'));
  const key = Buffer.from(secret, 'base64');

  async function claims(token: string, currentDate?: Date): Promise<SessionClaims> {
    return (await verified(token, currentDate)).claims;
  }
  async function verified(token: string, currentDate?: Date) {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      ...(currentDate ? { currentDate } : {}),
    });
    if (!payload.sub || !payload.jti || !payload.exp) throw new Error('no subject, session or expiry');
    return { claims: { userId: payload.sub, sessionId: payload.jti }, expiresAtMs: payload.exp * 1000 };
  }
  // Tokens whose signature was checked, until they expire: every call presents its token, and checking the
  // signature again each time is work for nothing (the session row, which sign-out ends, is still read on every
  // call). Only exact tokens this process verified are kept, at most VERIFIED_MAX, the oldest dropped first.
  const known = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

  return {
    seconds,
    async issue(userId) {
      const expiresAt = new Date(Date.now() + seconds * 1000);
      // The user's sessions that ended a day ago go: the table keeps only what a call may still name.
      await db
        .delete(userSession)
        .where(and(eq(userSession.userId, userId), sql`${userSession.expiresAt} < now() - interval '1 day'`));
      const rows = await db
        .insert(userSession)
        .values({ userId, expiresAt })
        .returning({ id: userSession.id });
      const sessionId = rows[0]!.id;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt, sessionId };
    },
    async verify(token) {
      const hit = known.get(token);
      if (hit && hit.expiresAtMs > Date.now()) return hit.claims;
      try {
        const checked = await verified(token);
        known.delete(token);
        if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
        known.set(token, checked);
        return checked.claims;
      } catch {
        known.delete(token);
        throw new AppError('ST003');
      }
    },
    async claimsOf(token) {
      // Verified as of its issue time: an expired token of ours still names its session.
      const decoded = token.split('.')[1];
      if (!decoded) return null;
      try {
        const { iat } = JSON.parse(Buffer.from(decoded, 'base64url').toString('utf8')) as { iat?: unknown };
        if (typeof iat !== 'number') return null;
        return await claims(token, new Date(iat * 1000));
      } catch {
        return null;
      }
    },
  };
}

/** Ends one session (sign-out, or the session a renewal replaces). */
export async function endSession(db: Executor, claims: SessionClaims): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userSession.id, claims.sessionId),
        eq(userSession.userId, claims.userId),
        isNull(userSession.revokedAt),
      ),
    );
}

/**
 * Ends every session of a user at once (password change or reset, deactivation): the app's sessions, and the
 * built-in provider's sign-in sessions and grants, so that a silent renewal asks for the password again.
 */
export async function endUserSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt)));
  await db
    .delete(oidcPayload)
    .where(
      and(
        sql`${oidcPayload.kind} in ('Session', 'Grant')`,
        sql`${oidcPayload.payload}->>'accountId' = ${userId}`,
      ),
    );
}

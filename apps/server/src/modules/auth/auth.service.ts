import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { LoginData, MessageKey, RuleParams } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { appUser } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { IdTokenVerifier } from '../../platform/auth/identity-provider';
import { endSession, endUserSessions, type SessionTokens } from '../../platform/auth/session';
import { hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords';
import { clearFailures, isLocked, limitKeys, recordFailure } from '../../platform/auth/sign-in-limit';
import { getOrCreateSecret } from '../../platform/secrets';
import { audit } from '../../platform/audit';

export type AuthService = ReturnType<typeof createAuthService>;

/** The outcome of the built-in sign-in form's password check. */
export type PasswordCheck =
  | { result: 'locked' }
  | { result: 'invalid'; locked: boolean }
  | { result: 'ok'; accountId: string }
  /** A correct password that an administrator reset: a new one is needed before signing in. */
  | { result: 'mustChange'; accountId: string; challenge: string };

const CHALLENGE_AUDIENCE = 'suanklang-password-change';
const CHALLENGE_SECONDS = 600;

/** Ties a password-change step to the password it replaces, so the step is good for one change only. */
const fingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? '')
    .digest('base64url')
    .slice(0, 22);

export function createAuthService(
  db: Db,
  deps: { verifyIdToken: IdTokenVerifier; tokens: SessionTokens; builtIn: boolean },
) {
  let challengeKey: Promise<Uint8Array> | null = null;
  const key = () =>
    (challengeKey ??= getOrCreateSecret(db, 'password-change-hs256', () =>
      randomBytes(48).toString('base64'),
    ).then((secret) => new Uint8Array(Buffer.from(secret, 'base64'))));

  async function userForClaims(claims: { subject: string; username: string | null }) {
    // The built-in provider's subject is our user id; an external directory is matched by sign-in name.
    if (deps.builtIn && /^[0-9a-f-]{36}$/i.test(claims.subject)) {
      const rows = await db.select().from(appUser).where(eq(appUser.id, claims.subject));
      return rows[0] ?? null;
    }
    if (!claims.username) return null;
    const rows = await db
      .select()
      .from(appUser)
      .where(sql`lower(${appUser.username}) = lower(${claims.username})`);
    return rows[0] ?? null;
  }

  async function findByName(username: string) {
    const rows = await db
      .select()
      .from(appUser)
      .where(sql`lower(${appUser.username}) = lower(${username.trim()})`);
    return rows[0] ?? null;
  }

  return {
    /**
     * POST /auth/login: the IdP's id_token in, the app's session token out. A renewal names the token it
     * replaces, whose session then ends.
     */
    async login(idToken: string, replaces?: string): Promise<LoginData> {
      const claims = await deps.verifyIdToken(idToken);
      const user = await userForClaims(claims);
      if (!user) throw new AppError('ST012');
      if (user.active !== 'Y') throw new AppError('ST013');
      if (user.mustChangePassword) throw new AppError('ST107');
      const { token, expiresAt } = await deps.tokens.issue(user.id);
      const previous = replaces ? await deps.tokens.claimsOf(replaces) : null;
      if (previous?.userId === user.id) await endSession(db, previous);
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        sessionSeconds: deps.tokens.seconds,
        user: {
          userId: user.id,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          firstNameEn: user.firstNameEn,
          lastNameEn: user.lastNameEn,
          email: user.email,
          isAdmin: user.isAdmin,
        },
      };
    },

    /** POST /auth/logout: the caller's session ends, for every instance. */
    async logout(session: { userId: string; sessionId: string }): Promise<void> {
      await endSession(db, session);
    },

    /**
     * The built-in sign-in form: only active non-directory users with a password. Failures count against the
     * user name and the address; an unknown name costs the same argon2 verification as a known one.
     */
    async checkPassword(username: string, password: string, address: string): Promise<PasswordCheck> {
      const keys = limitKeys(username, address);
      if (await isLocked(db, keys)) return { result: 'locked' };
      const user = await findByName(username);
      const usable = user && user.active === 'Y' && !user.isDirectory ? user : null;
      const ok = await verifyPassword(usable?.passwordHash ?? null, password);
      if (!usable || !ok) return { result: 'invalid', locked: await recordFailure(db, keys) };
      await clearFailures(db, keys);
      if (!usable.mustChangePassword) return { result: 'ok', accountId: usable.id };
      const challenge = await new SignJWT({ ph: fingerprint(usable.passwordHash) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(usable.id)
        .setAudience(CHALLENGE_AUDIENCE)
        .setExpirationTime(`${CHALLENGE_SECONDS}s`)
        .sign(await key());
      return { result: 'mustChange', accountId: usable.id, challenge };
    },

    /**
     * The sign-in page's change step after an administrator's reset: the challenge proves the password was
     * just given. Returns the rule broken, or null once the new password is saved (and every older session of
     * the user has ended).
     */
    async completePasswordChange(
      challenge: string,
      newPassword: string,
    ): Promise<
      | { result: 'expired' }
      | { result: 'rule'; rule: MessageKey; params: RuleParams }
      | { result: 'ok'; accountId: string }
    > {
      let subject: string;
      let ph: unknown;
      try {
        const { payload } = await jwtVerify(challenge, await key(), {
          algorithms: ['HS256'],
          audience: CHALLENGE_AUDIENCE,
        });
        subject = payload.sub ?? '';
        ph = payload.ph;
      } catch {
        return { result: 'expired' };
      }
      const rows = await db.select().from(appUser).where(eq(appUser.id, subject));
      const user = rows[0];
      if (!user || user.active !== 'Y' || !user.mustChangePassword || ph !== fingerprint(user.passwordHash))
        return { result: 'expired' };
      const problem = await passwordProblem(newPassword, user.username);
      if (problem) return { result: 'rule', ...problem };
      if (await verifyPassword(user.passwordHash, newPassword))
        return { result: 'rule', rule: 'passwordReused', params: {} };
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(appUser)
          .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
          .where(eq(appUser.id, user.id));
        await endUserSessions(tx, user.id);
        await audit(tx, {
          userId: user.id,
          propertyId: null,
          action: 'password-change',
          entity: 'user',
          entityId: user.id,
        });
      });
      return { result: 'ok', accountId: user.id };
    },
  };
}

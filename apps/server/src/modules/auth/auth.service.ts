import { eq, sql } from 'drizzle-orm';
import type { LoginData } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { appUser } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { IdTokenVerifier } from '../../platform/auth/identity-provider';
import type { SessionTokens } from '../../platform/auth/session';
import { verifyPassword } from '../../platform/auth/passwords';

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(
  db: Db,
  deps: { verifyIdToken: IdTokenVerifier; tokens: SessionTokens; builtIn: boolean },
) {
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

  return {
    /** POST /auth/login: the IdP's id_token in, the app's session token out. */
    async login(idToken: string): Promise<LoginData> {
      const claims = await deps.verifyIdToken(idToken);
      const user = await userForClaims(claims);
      if (!user) throw new AppError('ST012');
      if (user.active !== 'Y') throw new AppError('ST013');
      const { token, expiresAt } = await deps.tokens.issue(user.id);
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        sessionSeconds: deps.tokens.seconds,
        user: {
          userId: user.id,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          isAdmin: user.isAdmin,
        },
      };
    },

    /** The built-in sign-in form: only active non-directory users with a password. */
    async checkPassword(username: string, password: string): Promise<string | null> {
      const rows = await db
        .select()
        .from(appUser)
        .where(sql`lower(${appUser.username}) = lower(${username})`);
      const user = rows[0];
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok || user.active !== 'Y' || user.isDirectory) return null;
      return user.id;
    },
  };
}

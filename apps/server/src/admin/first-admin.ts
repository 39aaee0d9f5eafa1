import { sql } from 'drizzle-orm';
import { checks, ruleMessage } from '@suanklang/shared';
import { hashPassword, passwordProblem } from '../platform/auth/passwords';
import type { Db } from '../platform/db/client';
import { appUser } from '../platform/db/schema';
import { audit } from '../platform/audit';

export type FirstAdminInput = { username: string; password: string; firstName?: string; lastName?: string };

/** Why a first administrator cannot be created as asked, in Thai and English; null when it can. */
export async function firstAdminProblem(input: FirstAdminInput): Promise<string | null> {
  const username = input.username.trim();
  // The catalogue's user-name rule, as for users made in the app.
  if (username === '' || username.length > 100 || !checks.username(username)) {
    return `${ruleMessage('th', 'username')} / ${ruleMessage('en', 'username')}`;
  }
  // The same password rule as every password set through the app.
  const problem = await passwordProblem(input.password, username);
  return problem
    ? `${ruleMessage('th', problem.rule, problem.params)} / ${ruleMessage('en', problem.rule, problem.params)}`
    : null;
}

/**
 * Creates an administrator (all rights on every property) for a fresh install, from the server's own shell:
 * `npm run admin:create`. Refuses a user name that exists, so it can never take over an account.
 */
export async function createAdministrator(db: Db, input: FirstAdminInput): Promise<{ userId: string }> {
  const problem = await firstAdminProblem(input);
  if (problem) throw new Error(problem);
  const username = input.username.trim();
  const taken = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(sql`lower(${appUser.username}) = lower(${username})`);
  if (taken.length > 0) {
    throw new Error(
      `มีผู้ใช้ชื่อ ${username} อยู่แล้ว / A user named ${username} already exists; reset its password from the user screen instead.`,
    );
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(appUser)
      .values({
        username,
        firstName: input.firstName?.trim() || 'ผู้ดูแลระบบ',
        lastName: input.lastName?.trim() || 'Administrator',
        passwordHash,
        isAdmin: true,
      })
      .returning({ id: appUser.id });
    await audit(tx, {
      userId: null,
      propertyId: null,
      action: 'admin.create',
      entity: 'app_user',
      entityId: user!.id,
      after: { username, isAdmin: true, by: 'npm run admin:create' },
    });
    return { userId: user!.id };
  });
}

/** How many users can sign in: none means the install still needs its first administrator. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(appUser);
  return row?.n ?? 0;
}

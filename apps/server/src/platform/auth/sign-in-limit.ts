import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { signInFailure } from '../db/schema';

/**
 * Failed password checks are counted per normalised user name and, separately, per address, in the database
 * (every instance sees the same counts, a restart keeps them). Too many failures in the window lock the key
 * for a while: a user name is locked however many addresses the guesses come from, and an address is locked
 * however many names it tries. Unknown user names are counted like known ones, so a lock says nothing about
 * which names exist.
 */
export const SIGN_IN_LIMITS = {
  /** Failures of one user name within the window that lock it. */
  perUsername: 5,
  /** Failures from one address within the window that lock it (an office shares one address). */
  perAddress: 50,
  windowMinutes: 15,
  lockMinutes: 15,
} as const;

/** Trimmed and lower-case, as the sign-in compares names. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function limitKeys(username: string, address: string): { user: string; address: string } {
  return {
    user: `user:${normaliseUsername(username)}`.slice(0, 200),
    address: `addr:${address}`.slice(0, 200),
  };
}

/** Whether either key is locked now (by the database clock). */
export async function isLocked(db: Executor, keys: { user: string; address: string }): Promise<boolean> {
  const rows = await db
    .select({ key: signInFailure.key })
    .from(signInFailure)
    .where(
      sql`${inArray(signInFailure.key, [keys.user, keys.address])} and ${signInFailure.lockedUntil} > now()`,
    );
  return rows.length > 0;
}

async function countFailure(db: Executor, key: string, limit: number): Promise<boolean> {
  const window = sql.raw(`interval '${SIGN_IN_LIMITS.windowMinutes} minutes'`);
  const lock = sql.raw(`interval '${SIGN_IN_LIMITS.lockMinutes} minutes'`);
  const expired = sql`${signInFailure.windowStartedAt} < now() - ${window}`;
  const next = sql`case when ${expired} then 1 else ${signInFailure.failures} + 1 end`;
  const rows = await db
    .insert(signInFailure)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: limit <= 1 ? sql`now() + ${lock}` : null,
    })
    .onConflictDoUpdate({
      target: signInFailure.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${expired} then now() else ${signInFailure.windowStartedAt} end`,
        lockedUntil: sql`case when ${next} >= ${limit} then now() + ${lock} else ${signInFailure.lockedUntil} end`,
      },
    })
    .returning({ locked: sql<boolean>`coalesce(${signInFailure.lockedUntil} > now(), false)` });
  return rows[0]?.locked ?? false;
}

/** Counts a failed password check on both keys; true when that locked either of them. */
export async function recordFailure(db: Executor, keys: { user: string; address: string }): Promise<boolean> {
  // Counts whose window and lock ran out long ago tell nothing any more (guessed names pile up otherwise).
  await db
    .delete(signInFailure)
    .where(
      sql`${signInFailure.windowStartedAt} < now() - interval '1 day' and (${signInFailure.lockedUntil} is null or ${signInFailure.lockedUntil} < now())`,
    );
  const userLocked = await countFailure(db, keys.user, SIGN_IN_LIMITS.perUsername);
  const addressLocked = await countFailure(db, keys.address, SIGN_IN_LIMITS.perAddress);
  return userLocked || addressLocked;
}

/** A correct password clears the user name's count; the address's count runs out with its window. */
export async function clearFailures(db: Executor, keys: { user: string }): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.key, keys.user));
}

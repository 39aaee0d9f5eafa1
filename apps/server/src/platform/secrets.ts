import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { appSecret } from './db/schema';

/**
 * A generated secret kept in the database, created on first use. Concurrent first starts race on the
 * insert; the loser reads the winner's value, so every replica ends up with the same secret.
 */
export async function getOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T> | T): Promise<T> {
  const found = await db.select().from(appSecret).where(eq(appSecret.name, name));
  if (found[0]) return found[0].value as T;
  const value = await create();
  await db.insert(appSecret).values({ name, value }).onConflictDoNothing();
  const stored = await db.select().from(appSecret).where(eq(appSecret.name, name));
  return stored[0]!.value as T;
}

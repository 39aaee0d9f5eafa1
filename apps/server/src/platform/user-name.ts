import { eq, sql, type SQL } from 'drizzle-orm';
import { personName, type Lang } from '@suanklang/shared';
import type { Executor } from './db/client';
import { appUser } from './db/schema';

/** `personName`'s choice inside a query joined to `app_user` (null when no user row is joined). */
export function personNameSql(lang: Lang): SQL<string | null> {
  const name = sql`nullif(trim(coalesce(${appUser.firstName}, '') || ' ' || coalesce(${appUser.lastName}, '')), '')`;
  if (lang !== 'en') return sql<string | null>`${name}`;
  return sql<
    string | null
  >`coalesce(nullif(trim(coalesce(${appUser.firstNameEn}, '') || ' ' || coalesce(${appUser.lastNameEn}, '')), ''), ${name})`;
}

/** The name columns to select with a user, for `personName`. */
export const nameColumns = {
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  firstNameEn: appUser.firstNameEn,
  lastNameEn: appUser.lastNameEn,
};

/** One user's name by id, in the chosen language (null when there is no such user). */
export async function userNameById(db: Executor, id: string | null, lang: Lang): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select(nameColumns).from(appUser).where(eq(appUser.id, id));
  return personName(row, lang);
}

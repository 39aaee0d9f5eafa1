import type { Lang } from './lang';

export type NameParts = {
  firstName: string | null;
  lastName: string | null;
  firstNameEn?: string | null | undefined;
  lastNameEn?: string | null | undefined;
};

const joined = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/**
 * A user's name as the chosen language shows it: the English name on English screens and documents when one is
 * given, the name otherwise; null for no user (or no name at all).
 */
export function personName(user: NameParts | null | undefined, lang: Lang): string | null {
  if (!user) return null;
  const english = lang === 'en' ? joined(user.firstNameEn, user.lastNameEn) : '';
  return english || joined(user.firstName, user.lastName) || null;
}

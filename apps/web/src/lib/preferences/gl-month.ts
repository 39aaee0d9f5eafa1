import { STORAGE_KEYS, glPeriod } from '@suanklang/shared';
import { currentMonth } from '../months';
import { readStorage, writeStorage } from '../storage';

/**
 * The month last searched on the general ledger screen (YYYY-MM, CE), kept in local storage under glMonthYear so
 * the screen opens on the month the accountant was working on; the current month when none (or a bad one) is kept.
 */
export function rememberedGlMonth(): string {
  const stored = readStorage(STORAGE_KEYS.glMonthYear);
  return stored !== null && glPeriod.safeParse(stored).success ? stored : currentMonth();
}

export function rememberGlMonth(month: string): void {
  if (glPeriod.safeParse(month).success) writeStorage(STORAGE_KEYS.glMonthYear, month);
}

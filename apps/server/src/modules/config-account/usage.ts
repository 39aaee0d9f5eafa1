import type { Lang, UsedBy } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';

/** Finds the records of one property that use a code (an account code, an expense type code...). */
export type UsageCheck = (db: Executor, propertyId: string, code: string, lang: Lang) => Promise<UsedBy[]>;

/**
 * What checkEditable asks: every check of the kinds of record that refer to a code. The checks of the tables that
 * exist today are built in; later areas (invoices, journals, budgets...) add theirs with `register` when their
 * module loads, so checkEditable and the save that refuses renaming keep working without being edited.
 */
export function createUsageRegistry(builtIn: readonly UsageCheck[] = []) {
  const checks: UsageCheck[] = [...builtIn];
  return {
    register(check: UsageCheck): void {
      checks.push(check);
    },
    async find(db: Executor, propertyId: string, code: string, lang: Lang): Promise<UsedBy[]> {
      const found: UsedBy[] = [];
      // One after the other: inside a transaction they share one connection anyway.
      for (const check of checks) found.push(...(await check(db, propertyId, code, lang)));
      return found;
    },
  };
}
export type UsageRegistry = ReturnType<typeof createUsageRegistry>;

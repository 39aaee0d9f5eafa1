import type { z } from 'zod';
import { expenseApi, type factorAutosave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

export type FactorAutosaveInput = Omit<z.input<typeof factorAutosave>, 'lang' | 'propertyCode'>;

/** One unit's multiplier of one expense type; failures show beside the cell. */
export async function autosaveFactor(input: FactorAutosaveInput): Promise<void> {
  await call(expenseApi.autosaveFactor, { body: input }, { notify: false });
}

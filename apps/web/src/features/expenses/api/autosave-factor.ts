import type { z } from 'zod';
import type { factorAutosave } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { ackReply } from '../../../lib/http/replies';

export type FactorAutosaveInput = Omit<z.input<typeof factorAutosave>, 'lang' | 'propertyCode'>;

/** PUT /expenses/autosave/factor: one unit's multiplier of one expense type; failures show beside the cell. */
export async function autosaveFactor(input: FactorAutosaveInput): Promise<void> {
  await api.put('/expenses/autosave/factor', ackReply, { body: { ...input }, notify: false });
}

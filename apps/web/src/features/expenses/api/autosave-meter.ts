import type { z } from 'zod';
import { expenseApi, type meterAutosave, type MeterRow } from '@suanklang/shared';
import { call } from '../../../lib/http/call';

/** The reading as typed (decimal text or a number; the schema checks and normalises it). */
export type MeterAutosaveInput = Omit<z.input<typeof meterAutosave>, 'lang' | 'propertyCode'>;

/**
 * One reading, saved as it is typed. The screen shows a failure beside the reading
 * itself, so the client does not open the error dialog (401 and 503 are still handled by the client).
 */
export async function autosaveMeter(input: MeterAutosaveInput): Promise<MeterRow> {
  const reply = await call(expenseApi.autosaveMeter, { body: input }, { notify: false });
  return reply.data;
}

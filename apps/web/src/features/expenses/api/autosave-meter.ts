import { meterAutosaveReply, type MeterAutosave, type MeterRow } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';

export type MeterAutosaveInput = Omit<MeterAutosave, 'lang' | 'propertyCode'>;

/**
 * PUT /expenses/autosave: one reading, saved as it is typed. The screen shows a failure beside the reading
 * itself, so the client does not open the error dialog (401 and 503 are still handled by the client).
 */
export async function autosaveMeter(input: MeterAutosaveInput): Promise<MeterRow> {
  const reply = await api.put('/expenses/autosave', meterAutosaveReply, {
    body: { ...input },
    notify: false,
  });
  return reply.data;
}

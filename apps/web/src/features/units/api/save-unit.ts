import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { unitSave, unitSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type UnitSaveInput = Omit<z.input<typeof unitSave>, 'lang' | 'propertyCode'>;

/** POST /masterdata/unit/save: a new unit, with its first owners if given. */
export async function saveUnit(input: UnitSaveInput): Promise<string> {
  const reply = await api.post('/masterdata/unit/save', unitSaved, { body: { ...input }, notify: false });
  return reply.data.unitCode;
}

export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnit,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

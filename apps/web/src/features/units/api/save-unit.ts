import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { unitApi, type unitSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type UnitSaveInput = Omit<z.input<typeof unitSave>, 'lang' | 'propertyCode'>;

/** A new unit, with its first owners if given. */
export async function saveUnit(input: UnitSaveInput): Promise<string> {
  const reply = await call(unitApi.save, { body: input }, { notify: false });
  return reply.data.unitCode;
}

export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUnit,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { resaleSave, unitSaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type ResaleInput = Omit<z.input<typeof resaleSave>, 'lang' | 'propertyCode'>;

/** POST /config/unit/resale/save: the unit changes hands on transferDate; the buyers' first is the owner. */
export async function saveResale(input: ResaleInput): Promise<string> {
  const reply = await api.post('/config/unit/resale/save', unitSaved, { body: { ...input }, notify: false });
  return reply.data.unitCode;
}

export function useSaveResale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResale,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

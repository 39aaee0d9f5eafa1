import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { unitApi, type resaleSave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type ResaleInput = Omit<z.input<typeof resaleSave>, 'lang' | 'propertyCode'>;

/** The unit changes hands on transferDate; the buyers' first is the owner. */
export async function saveResale(input: ResaleInput): Promise<string> {
  const reply = await call(unitApi.resale, { body: input }, { notify: false });
  return reply.data.unitCode;
}

export function useSaveResale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResale,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

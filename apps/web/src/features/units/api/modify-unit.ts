import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { unitApi, type unitModify } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type UnitModifyInput = Omit<z.input<typeof unitModify>, 'lang' | 'propertyCode'>;

/**
 * Modifies the unit named originalCode. Owners are sent only while the unit has none (a
 * change of owner is a resale).
 */
export async function modifyUnit(input: UnitModifyInput): Promise<string> {
  const reply = await call(unitApi.modify, { body: input }, { notify: false });
  return reply.data.unitCode;
}

export function useModifyUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyUnit,
    onSuccess: () => invalidateAll(queryClient, invalidates.unitSaved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { propertySettingsApi, type propertyModify } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** The property named by propertyCode and its new settings (values as typed). */
export type PropertyModifyInput = Omit<z.input<typeof propertyModify>, 'lang'>;

/** The property's code never changes. Failures are left to the form. */
export async function modifyProperty(input: PropertyModifyInput): Promise<string> {
  const reply = await call(propertySettingsApi.modify, { body: input }, { notify: false });
  return reply.data.propertyCode;
}

export function useModifyProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyProperty,
    onSuccess: () => invalidateAll(queryClient, invalidates.propertySaved),
  });
}

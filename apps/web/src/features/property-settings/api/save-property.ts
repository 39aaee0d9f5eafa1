import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { propertySettingsApi, type propertySave } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** What the form sends: the schema's input (values as typed), without the envelope the client adds. */
export type PropertySaveInput = Omit<z.input<typeof propertySave>, 'lang' | 'propertyCode'>;

/**
 * Creates a property (administrators only). Failures are left to the form, which puts
 * a duplicate code and field messages under the fields.
 */
export async function saveProperty(input: PropertySaveInput): Promise<string> {
  const reply = await call(propertySettingsApi.save, { body: input }, { notify: false });
  return reply.data.propertyCode;
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProperty,
    onSuccess: () => invalidateAll(queryClient, invalidates.propertySaved),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { propertySave, propertySaved } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** What the form sends: the schema's input (values as typed), without the envelope the client adds. */
export type PropertySaveInput = Omit<z.input<typeof propertySave>, 'lang' | 'propertyCode'>;

/**
 * POST /properties/save: creates a property (administrators only). Failures are left to the form, which puts
 * a duplicate code and field messages under the fields.
 */
export async function saveProperty(input: PropertySaveInput): Promise<string> {
  const reply = await api.post('/properties/save', propertySaved, { body: { ...input }, notify: false });
  return reply.data.propertyCode;
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProperty,
    onSuccess: () => invalidateAll(queryClient, invalidates.propertySaved),
  });
}

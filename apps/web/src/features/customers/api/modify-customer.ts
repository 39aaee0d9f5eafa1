import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerApi, type customerModify } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { appendField } from '../../../lib/settings/multipart';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type CustomerModifyInput = Omit<z.input<typeof customerModify>, 'lang' | 'propertyCode'>;
export type ChangeFile = { file: File; description: string };
export type CustomerModifyRequest = { customer: CustomerModifyInput; files: ChangeFile[] };
export type CustomerModified = { customerCode: string; documentNo: string | null };

/** The multipart form of a modify: the fields by name, then files[i].file and files[i].description. */
export function customerModifyForm({ customer, files }: CustomerModifyRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(customer)) appendField(form, name, value);
  files.forEach(({ file, description }, index) => {
    form.append(`files[${index}].file`, file, file.name);
    form.append(`files[${index}].description`, description);
  });
  return form;
}

/**
 * A modify, always as the multipart form (the client repeats lang and propertyCode in the query), with or without
 * files. Every modify writes a change record; its number comes back.
 */
export async function modifyCustomer(request: CustomerModifyRequest): Promise<CustomerModified> {
  const reply = await call(customerApi.modify, { body: customerModifyForm(request) }, { notify: false });
  return reply.data;
}

export function useModifyCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyCustomer,
    onSuccess: () => invalidateAll(queryClient, invalidates.customerSaved),
  });
}

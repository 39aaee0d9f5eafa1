import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surchargeCreatedReply, type SurchargeCreateInput, type SurchargeCreated } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type SurchargeCreateBody = Omit<SurchargeCreateInput, 'lang' | 'propertyCode'>;

/**
 * POST /invoices/surcharge: one issued surcharge invoice per selected unit. Field errors (asOf, dates) are left to
 * the form; anything else (IN009 no surcharge expense type, IN010, IN011...) goes to the client's error dialog.
 */
export async function createSurcharge(body: SurchargeCreateBody): Promise<SurchargeCreated> {
  const reply = await api.post('/invoices/surcharge', surchargeCreatedReply, {
    body: { ...body },
    formErrors: true,
  });
  return reply.data;
}

/** The invoice lists and the surcharge preview (both invoices) are refreshed after a run, or a refused one. */
export function useCreateSurcharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurcharge,
    // After a refusal too: another run may have charged the days meanwhile (IN011).
    onSettled: () => invalidateAll(queryClient, invalidates.surchargeCreated),
  });
}

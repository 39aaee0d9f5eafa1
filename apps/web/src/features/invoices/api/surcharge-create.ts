import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surchargeApi, type SurchargeCreateInput, type SurchargeCreated } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

export type SurchargeCreateBody = Omit<SurchargeCreateInput, 'lang' | 'propertyCode'>;

/**
 * One issued surcharge invoice per selected unit. Field errors (asOf, dates) are left to
 * the form; anything else (IN009 no surcharge expense type, IN010, IN011...) goes to the client's error dialog.
 */
export async function createSurcharge(body: SurchargeCreateBody): Promise<SurchargeCreated> {
  const reply = await call(surchargeApi.create, { body }, { formErrors: true });
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

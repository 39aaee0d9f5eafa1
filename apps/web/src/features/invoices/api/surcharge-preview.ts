import { useQuery } from '@tanstack/react-query';
import { surchargeApi, type SurchargePreview } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invoiceKeys } from '../../../lib/query-keys';

/**
 * What a surcharge run as of that day would charge each unit. Missing settings
 * answer IN008, shown by the client's error dialog in the server's language.
 */
export async function getSurchargePreview(asOf: string, signal?: AbortSignal): Promise<SurchargePreview> {
  const reply = await call(surchargeApi.preview, { query: { asOf } }, { signal });
  return reply.data;
}

/** Fetched once the user asks for the preview of a day (null: not asked yet). */
export function useSurchargePreview(asOf: string | null) {
  return useQuery({
    // Under the invoices: creating invoices (surcharge or other) refreshes the preview too.
    queryKey: invoiceKeys.surcharge(asOf ?? ''),
    queryFn: ({ signal }) => getSurchargePreview(asOf ?? '', signal),
    enabled: asOf !== null,
  });
}

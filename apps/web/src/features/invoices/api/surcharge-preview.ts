import { useQuery } from '@tanstack/react-query';
import { surchargeApi, type SurchargePreview } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invoiceKeys } from '../../../lib/query-keys';

/**
 * What a surcharge run as of that day would charge each unit. Missing settings
 * answer IN008, shown by the client's error dialog in the server's language.
 */
export async function getSurchargePreview(
  asOf: string,
  signal?: AbortSignal,
  unitCode?: string,
): Promise<SurchargePreview> {
  const reply = await call(surchargeApi.preview, { query: { asOf, unitCode } }, { signal });
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

/** One unit's overdue invoices as of that day, asked for when the unit is expanded (the preview lists none). */
export function useSurchargeUnitInvoices(asOf: string, unitCode: string) {
  return useQuery({
    queryKey: invoiceKeys.surchargeUnit(asOf, unitCode),
    queryFn: async ({ signal }) =>
      (await getSurchargePreview(asOf, signal, unitCode)).units[0]?.invoices ?? [],
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expenseApi, type MeterRow } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { billingKeys } from '../../../lib/query-keys';

export type MeterParams = { month: string; meterTypeCode: string; keyword?: string };

/**
 * Every active unit's reading of one meter type for the month. Like the spec's meter list
 * (000 section 8), a failure shows an empty list rather than a dialog.
 */
export async function getMeters(params: MeterParams, signal?: AbortSignal): Promise<MeterRow[]> {
  const reply = await call(
    expenseApi.meters,
    { query: { ...params, keyword: params.keyword || undefined } },
    { signal, notify: false },
  );
  return reply.data;
}

export function useMeters(params: MeterParams | null) {
  return useQuery({
    queryKey: billingKeys.meters(params ?? { month: '', meterTypeCode: '' }),
    queryFn: async ({ signal }) => {
      try {
        return await getMeters(params as MeterParams, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        return [];
      }
    },
    enabled: params !== null && params.meterTypeCode !== '',
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { expenseApi, type BillingTypeRow } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { billingKeys } from '../../../lib/query-keys';

/** The active expense types a billing month can charge (meter types among them). */
export async function getBillingTypes(signal?: AbortSignal): Promise<BillingTypeRow[]> {
  const reply = await call(expenseApi.types, {}, { signal });
  return reply.data;
}

export function useBillingTypes() {
  return useQuery({
    queryKey: billingKeys.types(),
    queryFn: ({ signal }) => getBillingTypes(signal),
    staleTime: 5 * 60_000,
  });
}

export type MeterTypeOption = { value: string; label: string };

/** The meter types billed by some METER expense type, each named after the expense types that use it. */
export function meterTypeOptions(types: readonly BillingTypeRow[]): MeterTypeOption[] {
  const names = new Map<string, string[]>();
  for (const type of types) {
    if (type.calcKind !== 'METER' || !type.meterTypeCode) continue;
    const list = names.get(type.meterTypeCode) ?? [];
    list.push(type.expenseTypeDescription);
    names.set(type.meterTypeCode, list);
  }
  return [...names].map(([code, list]) => ({ value: code, label: `${list.join(', ')} (${code})` }));
}

import { useQuery } from '@tanstack/react-query';
import { unitApi, type UnitDetail } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { unitKeys } from '../../../lib/query-keys';

/** The unit, its owners and tenants now and before. */
export async function getUnit(unitCode: string, signal?: AbortSignal): Promise<UnitDetail> {
  const reply = await call(unitApi.detail, { params: { code: unitCode } }, { signal });
  return reply.data;
}

export function useUnit(unitCode: string) {
  return useQuery({
    queryKey: unitKeys.detail(unitCode),
    queryFn: ({ signal }) => getUnit(unitCode, signal),
    enabled: unitCode !== '',
  });
}

import { useQuery } from '@tanstack/react-query';
import { unitDetailReply, type UnitDetail } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { unitKeys } from '../../../lib/query-keys';

/** GET /config/unit/detail/{unitCode}: the unit, its owners and tenants now and before. */
export async function getUnit(unitCode: string, signal?: AbortSignal): Promise<UnitDetail> {
  const reply = await api.get(`/config/unit/detail/${encodeURIComponent(unitCode)}`, unitDetailReply, {
    signal,
  });
  return reply.data;
}

export function useUnit(unitCode: string) {
  return useQuery({
    queryKey: unitKeys.detail(unitCode),
    queryFn: ({ signal }) => getUnit(unitCode, signal),
    enabled: unitCode !== '',
  });
}

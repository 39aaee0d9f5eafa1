import { useQuery } from '@tanstack/react-query';
import { unitApi, type CheckEditable } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { unitKeys } from '../../../lib/query-keys';

/** Whether the code and the unit type may still change. */
export async function checkUnitEditable(unitCode: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await call(unitApi.checkEditable, { params: { code: unitCode } }, { signal });
  return reply.data;
}

export function useUnitEditable(unitCode: string, enabled: boolean) {
  return useQuery({
    queryKey: unitKeys.editable(unitCode),
    queryFn: ({ signal }) => checkUnitEditable(unitCode, signal),
    enabled: enabled && unitCode !== '',
  });
}

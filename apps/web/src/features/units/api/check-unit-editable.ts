import { useQuery } from '@tanstack/react-query';
import { checkEditableReply, type CheckEditable } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { unitKeys } from '../../../lib/query-keys';

/** GET /config/unit/checkEditable/{unitCode}: whether the code and the unit type may still change. */
export async function checkUnitEditable(unitCode: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await api.get(
    `/config/unit/checkEditable/${encodeURIComponent(unitCode)}`,
    checkEditableReply,
    {
      signal,
    },
  );
  return reply.data;
}

export function useUnitEditable(unitCode: string, enabled: boolean) {
  return useQuery({
    queryKey: unitKeys.editable(unitCode),
    queryFn: ({ signal }) => checkUnitEditable(unitCode, signal),
    enabled: enabled && unitCode !== '',
  });
}

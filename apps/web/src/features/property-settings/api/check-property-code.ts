import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { propertySettingsApi } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { propertySettingKeys } from '../../../lib/query-keys';

/**
 * Whether a new property code is still free. Asked while the code is
 * typed, so a failure is not shown (the save checks again and says so).
 */
export async function checkPropertyCode(newPropertyCode: string, signal?: AbortSignal): Promise<boolean> {
  const reply = await call(
    propertySettingsApi.check,
    { query: { newPropertyCode } },
    { signal, notify: false },
  );
  return reply.data.available;
}

/** A function answering "is this code free?", remembered for a few seconds so blur after typing asks once. */
export function useCheckPropertyCode(): (newPropertyCode: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    (newPropertyCode: string) =>
      queryClient.fetchQuery({
        queryKey: propertySettingKeys.codeCheck(newPropertyCode),
        queryFn: ({ signal }) => checkPropertyCode(newPropertyCode, signal),
        staleTime: 5_000,
        retry: false,
      }),
    [queryClient],
  );
}

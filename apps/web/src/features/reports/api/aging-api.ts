import { useQuery } from '@tanstack/react-query';
import { agingApi, type AgingReport } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { saveBinary } from '../../../lib/http/download';
import { agingKeys } from '../../../lib/query-keys';

export type AgingParams = { asOf: string; buckets: string };

/** The aging from the ledger, by unit and expense type. */
export async function getAging(params: AgingParams, signal?: AbortSignal): Promise<AgingReport> {
  return (await call(agingApi.report, { query: params }, { signal })).data;
}

export function useAging(params: AgingParams | null) {
  return useQuery({
    queryKey: agingKeys.report(params),
    queryFn: ({ signal }) => getAging(params!, signal),
    enabled: params !== null,
  });
}

/** The same report as an XLSX download. */
export async function downloadAgingExcel(params: AgingParams, docLang: 'th' | 'en'): Promise<void> {
  saveBinary(await call(agingApi.excel, { query: { ...params, docLang } }), `aging-${params.asOf}.xlsx`);
}

import { useQuery } from '@tanstack/react-query';
import { agingReply, type AgingReport } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { saveBinary } from '../../../lib/http/download';
import { agingKeys } from '../../../lib/query-keys';

export type AgingParams = { asOf: string; buckets: string };

/** GET /reports/aging?asOf&buckets: the aging from the ledger, by unit and expense type. */
export async function getAging(params: AgingParams, signal?: AbortSignal): Promise<AgingReport> {
  return (await api.get('/reports/aging', agingReply, { query: { ...params }, signal })).data;
}

export function useAging(params: AgingParams | null) {
  return useQuery({
    queryKey: agingKeys.report(params),
    queryFn: ({ signal }) => getAging(params!, signal),
    enabled: params !== null,
  });
}

/** GET /reports/aging/excel: the same report as an XLSX download. */
export async function downloadAgingExcel(params: AgingParams, docLang: 'th' | 'en'): Promise<void> {
  saveBinary(
    await api.binary('GET', '/reports/aging/excel', { query: { ...params, docLang } }),
    `aging-${params.asOf}.xlsx`,
  );
}

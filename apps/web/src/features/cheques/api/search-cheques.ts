import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  chequeDetailReply,
  chequeSearchReply,
  type ChequeDetail,
  type ChequeSearchBody,
} from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { chequeKeys } from '../../../lib/query-keys';

export type ChequeSearchParams = Omit<ChequeSearchBody, 'lang' | 'propertyCode' | 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};
export type ChequeSearchResult = ReturnType<typeof chequeSearchReply.parse>;

/** POST /masterdata/cheques/search; the number is sent as digits, upper-cased like every "No" field. */
export function searchCheques(params: ChequeSearchParams, signal?: AbortSignal): Promise<ChequeSearchResult> {
  const body = { ...params, chequeNo: params.chequeNo?.replace(/[\s-]/g, '').toUpperCase() || undefined };
  return api.list('POST', '/masterdata/cheques/search', chequeSearchReply, { body, signal });
}

export function useSearchCheques(params: ChequeSearchParams) {
  return useQuery({
    queryKey: chequeKeys.list(params),
    queryFn: ({ signal }) => searchCheques(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /masterdata/cheques/{id}: the cheque, the receipts that used it and its CH entries. */
export async function getCheque(chequeId: string, signal?: AbortSignal): Promise<ChequeDetail> {
  const reply = await api.get(`/masterdata/cheques/${encodeURIComponent(chequeId)}`, chequeDetailReply, {
    signal,
  });
  return reply.data;
}

export function useCheque(chequeId: string | null) {
  return useQuery({
    queryKey: chequeKeys.detail(chequeId ?? ''),
    queryFn: ({ signal }) => getCheque(chequeId ?? '', signal),
    enabled: Boolean(chequeId),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chequeApi, type ChequeDetail, type ChequeSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { chequeKeys } from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type ChequeSearchParams = Omit<ChequeSearchBody, 'lang' | 'propertyCode' | 'cursor' | 'pageSize'> &
  KeysetParams;
export type ChequeSearchResult = ReplyOf<typeof chequeApi.search>;

/** The register's search; the number is sent as digits, upper-cased like every "No" field. */
export function searchCheques(params: ChequeSearchParams, signal?: AbortSignal): Promise<ChequeSearchResult> {
  const body = { ...params, chequeNo: params.chequeNo?.replace(/[\s-]/g, '').toUpperCase() || undefined };
  return call(chequeApi.search, { body }, { signal });
}

export function useSearchCheques(params: ChequeSearchParams) {
  return useQuery({
    queryKey: chequeKeys.list(params),
    queryFn: ({ signal }) => searchCheques(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The cheque, the receipts that used it and its CH entries. */
export async function getCheque(chequeId: string, signal?: AbortSignal): Promise<ChequeDetail> {
  const reply = await call(chequeApi.detail, { params: { no: chequeId } }, { signal });
  return reply.data;
}

export function useCheque(chequeId: string | null) {
  return useQuery({
    queryKey: chequeKeys.detail(chequeId ?? ''),
    queryFn: ({ signal }) => getCheque(chequeId ?? '', signal),
    enabled: Boolean(chequeId),
  });
}

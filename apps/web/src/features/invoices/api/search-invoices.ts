import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceApi, type InvoiceSearchBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invoiceKeys } from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type InvoiceSearchParams = Omit<InvoiceSearchBody, 'lang' | 'propertyCode' | 'cursor' | 'pageSize'> &
  KeysetParams;
export type InvoiceSearchResult = ReplyOf<typeof invoiceApi.search>;

/** Search text is upper-cased for the fields whose name holds 'No' and for unitCode (000 and 001 section 9). */
export function upperCaseSearch(params: InvoiceSearchParams): InvoiceSearchParams {
  return {
    ...params,
    invoiceNo: params.invoiceNo?.toUpperCase(),
    unitCode: params.unitCode?.toUpperCase(),
  };
}

/**
 * The register's search. The query's AbortSignal cancels a search a newer one replaced (the client turns the
 * abort into a CancelledError, which is never shown).
 */
export function searchInvoices(
  params: InvoiceSearchParams,
  signal?: AbortSignal,
): Promise<InvoiceSearchResult> {
  return call(invoiceApi.search, { body: upperCaseSearch(params) }, { signal });
}

export function useSearchInvoices(params: InvoiceSearchParams) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => searchInvoices(params, signal),
    placeholderData: keepPreviousData,
  });
}

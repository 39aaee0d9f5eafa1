import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  glApi,
  type GlCancelPostBody,
  type GlDetail,
  type GlPostBody,
  type GlSearchBody,
  type GlValidation,
  type ReplyOf,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { glKeys, invalidateAll, invalidates } from '../../../lib/query-keys';
import type { KeysetParams } from '../../../components/document-list-screen';

export type GlSearchParams = Omit<
  GlSearchBody,
  'lang' | 'propertyCode' | 'cursor' | 'pageSize' | 'documentNo' | 'accountCode' | 'amount'
> & {
  documentNo?: string | undefined;
  accountCode?: string | undefined;
  amount?: string | undefined;
} & KeysetParams;
export type GlSearchResult = ReplyOf<typeof glApi.search>;
export type GlPostInput = Omit<GlPostBody, 'lang' | 'propertyCode'>;
export type GlCancelPostInput = Omit<GlCancelPostBody, 'lang' | 'propertyCode'>;

/** One month's journal entries (the document number upper-cased, as every "No" search field). */
export function searchGl(params: GlSearchParams, signal?: AbortSignal): Promise<GlSearchResult> {
  return call(
    glApi.search,
    { body: { ...params, documentNo: params.documentNo?.toUpperCase() } },
    { signal },
  );
}

export function useSearchGl(params: GlSearchParams) {
  return useQuery({
    queryKey: glKeys.list(params),
    queryFn: ({ signal }) => searchGl(params, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getGlEntry(entryId: string, signal?: AbortSignal): Promise<GlDetail> {
  return (await call(glApi.detail, { query: { id: entryId } }, { signal })).data;
}

export function useGlEntry(entryId: string | null) {
  return useQuery({
    queryKey: glKeys.detail(entryId ?? ''),
    queryFn: ({ signal }) => getGlEntry(entryId ?? '', signal),
    enabled: Boolean(entryId),
  });
}

/** The document types that write journals, with their names in the asked language. */
export function useGlTypes() {
  return useQuery({
    queryKey: glKeys.types(),
    queryFn: async ({ signal }) => (await call(glApi.types, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useGlStatuses() {
  return useQuery({
    queryKey: glKeys.statuses(),
    queryFn: async ({ signal }) => (await call(glApi.statuses, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** A month's entries per document type, what blocks its close, and whether it is closed. */
export function useGlValidation(period: string, enabled: boolean) {
  return useQuery({
    queryKey: glKeys.validation(period),
    queryFn: async ({ signal }): Promise<GlValidation> =>
      (await call(glApi.validate, { query: { period } }, { signal })).data,
    enabled,
  });
}

function useGlMutation<I, O>(fn: (input: I) => Promise<O>, stale: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, stale),
  });
}

/** Posts the month's unposted entries of one type; a refusal is shown by the client's error dialog. */
export async function postGl(input: GlPostInput) {
  return (await call(glApi.post, { body: input })).data;
}

/** Returns the month's posted entries of one type to unposted; a refusal is shown on the reason's form. */
export async function cancelGlPost(input: GlCancelPostInput) {
  return (await call(glApi.cancelPost, { body: input }, { notify: false })).data;
}

export async function closeGlMonth(period: string) {
  return (await call(glApi.closeMonth, { body: { period } })).data;
}

export async function reopenGlMonth(input: { period: string; reason: string }) {
  return (await call(glApi.reopenMonth, { body: input }, { notify: false })).data;
}

/** Closes the year: its closing entry (YC, 31 December) posted and December closed; a refusal is shown by the client. */
export async function closeGlYear(input: { year: number; surplusAccountCode: string }) {
  return (await call(glApi.closeYear, { body: input })).data;
}

/** Cancels the year's close (December reopened, the closing entry reversed); a refusal is shown on the reason's form. */
export async function cancelGlYear(input: { year: number; reason: string }) {
  return (await call(glApi.cancelYear, { body: input }, { notify: false })).data;
}

export const usePostGl = () => useGlMutation(postGl, invalidates.glPosted);
export const useCancelGlPost = () => useGlMutation(cancelGlPost, invalidates.glPosted);
export const useCloseGlMonth = () => useGlMutation(closeGlMonth, invalidates.glMonthChanged);
export const useReopenGlMonth = () => useGlMutation(reopenGlMonth, invalidates.glMonthChanged);
export const useCloseGlYear = () => useGlMutation(closeGlYear, invalidates.glYearChanged);
export const useCancelGlYear = () => useGlMutation(cancelGlYear, invalidates.glYearChanged);

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountApi,
  type AccountDetail,
  type accountSave,
  type AccountSearchBody,
  type CheckEditable,
  type ReplyOf,
} from '@suanklang/shared';
import type { z } from 'zod';
import { call } from '../../../lib/http/call';
import { accountKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type AccountSearchParams = Partial<
  Pick<AccountSearchBody, 'keyword' | 'category' | 'postable' | 'active'>
> &
  Pick<AccountSearchBody, 'page' | 'pageSize'>;
export type AccountSearchResult = ReplyOf<typeof accountApi.search>;

/** A page of the chart of accounts, in code order (parents before children). */
export function searchAccounts(
  params: AccountSearchParams,
  signal?: AbortSignal,
): Promise<AccountSearchResult> {
  return call(accountApi.search, { body: params }, { signal });
}

export function useSearchAccounts(params: AccountSearchParams) {
  return useQuery({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) => searchAccounts(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One account of the chart with its parent and child count. */
export async function getAccount(accountCode: string, signal?: AbortSignal): Promise<AccountDetail> {
  const reply = await call(accountApi.detail, { params: { code: accountCode } }, { signal });
  return reply.data;
}

export function useAccount(accountCode: string | null) {
  return useQuery({
    queryKey: accountKeys.detail(accountCode ?? ''),
    queryFn: ({ signal }) => getAccount(accountCode ?? '', signal),
    enabled: accountCode !== null && accountCode !== '',
  });
}

/** Whether the code and the category may still change. */
export async function checkAccountEditable(
  accountCode: string,
  signal?: AbortSignal,
): Promise<CheckEditable> {
  const reply = await call(accountApi.checkEditable, { params: { code: accountCode } }, { signal });
  return reply.data;
}

export function useAccountEditable(accountCode: string | null, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.editable(accountCode ?? ''),
    queryFn: ({ signal }) => checkAccountEditable(accountCode ?? '', signal),
    enabled: enabled && accountCode !== null && accountCode !== '',
  });
}

export type AccountCategoryRow = ReplyOf<typeof accountApi.categories>['data'][number];

/** The five categories with their labels and normal side. */
export async function getAccountCategories(signal?: AbortSignal): Promise<AccountCategoryRow[]> {
  const reply = await call(accountApi.categories, {}, { signal });
  return reply.data;
}

export function useAccountCategories() {
  return useQuery({
    queryKey: accountKeys.categories(),
    queryFn: ({ signal }) => getAccountCategories(signal),
    staleTime: 30 * 60_000,
  });
}

export type AccountSaveInput = Omit<z.input<typeof accountSave>, 'lang' | 'propertyCode'>;

/** Creates, or with originalCode updates (and renames, when not in use). */
export async function saveAccount(input: AccountSaveInput): Promise<string> {
  const reply = await call(accountApi.save, { body: input }, { notify: false });
  return reply.data.accountCode;
}

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: () => invalidateAll(queryClient, invalidates.accountSaved),
  });
}

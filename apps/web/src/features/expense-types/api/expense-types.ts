import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CheckEditable,
  expenseTypeApi,
  type ExpenseTypeDetail,
  type expenseTypeSave,
  type ExpenseTypeSearchBody,
  type ReplyOf,
} from '@suanklang/shared';
import type { z } from 'zod';
import { call } from '../../../lib/http/call';
import { expenseTypeKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type ExpenseTypeSearchParams = Partial<
  Pick<ExpenseTypeSearchBody, 'keyword' | 'category' | 'calcKind' | 'active'>
> &
  Pick<ExpenseTypeSearchBody, 'page' | 'pageSize'>;
export type ExpenseTypeSearchResult = ReplyOf<typeof expenseTypeApi.search>;

export function searchExpenseTypes(
  params: ExpenseTypeSearchParams,
  signal?: AbortSignal,
): Promise<ExpenseTypeSearchResult> {
  return call(expenseTypeApi.search, { body: params }, { signal });
}

export function useSearchExpenseTypes(params: ExpenseTypeSearchParams) {
  return useQuery({
    queryKey: expenseTypeKeys.list(params),
    queryFn: ({ signal }) => searchExpenseTypes(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One expense type with its tiers. */
export async function getExpenseType(code: string, signal?: AbortSignal): Promise<ExpenseTypeDetail> {
  const reply = await call(expenseTypeApi.detail, { params: { code } }, { signal });
  return reply.data;
}

export function useExpenseType(code: string | null) {
  return useQuery({
    queryKey: expenseTypeKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getExpenseType(code ?? '', signal),
    enabled: code !== null && code !== '',
  });
}

/** Whether the code and the calculation may still change. */
export async function checkExpenseTypeEditable(code: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await call(expenseTypeApi.checkEditable, { params: { code } }, { signal });
  return reply.data;
}

export function useExpenseTypeEditable(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: expenseTypeKeys.editable(code ?? ''),
    queryFn: ({ signal }) => checkExpenseTypeEditable(code ?? '', signal),
    enabled: enabled && code !== null && code !== '',
  });
}

/** Amounts go as typed baht (the schema turns them into satang on the server). */
export type ExpenseTypeSaveInput = Omit<z.input<typeof expenseTypeSave>, 'lang' | 'propertyCode'>;

/** Creates, or with originalCode updates. */
export async function saveExpenseType(input: ExpenseTypeSaveInput): Promise<string> {
  const reply = await call(expenseTypeApi.save, { body: input }, { notify: false });
  return reply.data.expenseTypeCode;
}

export function useSaveExpenseType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpenseType,
    onSuccess: () => invalidateAll(queryClient, invalidates.expenseTypeSaved),
  });
}

export type ExpenseCategoryRow = ReplyOf<typeof expenseTypeApi.categories>['data'][number];

export async function getExpenseCategories(signal?: AbortSignal): Promise<ExpenseCategoryRow[]> {
  const reply = await call(expenseTypeApi.categories, {}, { signal });
  return reply.data;
}

export function useExpenseCategories() {
  return useQuery({
    queryKey: expenseTypeKeys.categories(),
    queryFn: ({ signal }) => getExpenseCategories(signal),
    staleTime: 30 * 60_000,
  });
}

export type WalletTypeRow = ReplyOf<typeof expenseTypeApi.wallets>['data'][number];

/** walletType with walletTypeDescription (000 section 3). */
export async function getWalletTypes(signal?: AbortSignal): Promise<WalletTypeRow[]> {
  const reply = await call(expenseTypeApi.wallets, {}, { signal });
  return reply.data;
}

export function useWalletTypes() {
  return useQuery({
    queryKey: expenseTypeKeys.walletTypes(),
    queryFn: ({ signal }) => getWalletTypes(signal),
    staleTime: 30 * 60_000,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  budgetItemApi,
  type BudgetItemDetail,
  type budgetItemSave,
  type BudgetItemSearchBody,
  type CheckEditable,
  type ReplyOf,
} from '@suanklang/shared';
import type { z } from 'zod';
import { call } from '../../../lib/http/call';
import { budgetItemKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type BudgetItemSearchParams = Partial<Pick<BudgetItemSearchBody, 'keyword' | 'active'>> &
  Pick<BudgetItemSearchBody, 'page' | 'pageSize'>;
export type BudgetItemSearchResult = ReplyOf<typeof budgetItemApi.search>;

export function searchBudgetItems(
  params: BudgetItemSearchParams,
  signal?: AbortSignal,
): Promise<BudgetItemSearchResult> {
  return call(budgetItemApi.search, { body: params }, { signal });
}

export function useSearchBudgetItems(params: BudgetItemSearchParams) {
  return useQuery({
    queryKey: budgetItemKeys.list(params),
    queryFn: ({ signal }) => searchBudgetItems(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One budget item. */
export async function getBudgetItem(code: string, signal?: AbortSignal): Promise<BudgetItemDetail> {
  const reply = await call(budgetItemApi.detail, { params: { code } }, { signal });
  return reply.data;
}

export function useBudgetItem(code: string | null) {
  return useQuery({
    queryKey: budgetItemKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getBudgetItem(code ?? '', signal),
    enabled: code !== null && code !== '',
  });
}

/** Whether the code may still change. */
export async function checkBudgetItemEditable(code: string, signal?: AbortSignal): Promise<CheckEditable> {
  const reply = await call(budgetItemApi.checkEditable, { params: { code } }, { signal });
  return reply.data;
}

export function useBudgetItemEditable(code: string | null, enabled: boolean) {
  return useQuery({
    queryKey: budgetItemKeys.editable(code ?? ''),
    queryFn: ({ signal }) => checkBudgetItemEditable(code ?? '', signal),
    enabled: enabled && code !== null && code !== '',
  });
}

export type BudgetItemSaveInput = Omit<z.input<typeof budgetItemSave>, 'lang' | 'propertyCode'>;

/** Creates, or with originalCode updates. */
export async function saveBudgetItem(input: BudgetItemSaveInput): Promise<string> {
  const reply = await call(budgetItemApi.save, { body: input }, { notify: false });
  return reply.data.budgetItemCode;
}

export function useSaveBudgetItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudgetItem,
    onSuccess: () => invalidateAll(queryClient, invalidates.budgetItemSaved),
  });
}

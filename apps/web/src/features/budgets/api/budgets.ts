import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  budgetApi,
  type BudgetDetail,
  type BudgetSearchBody,
  type BudgetYear,
  type Endpoint,
  type ReplyOf,
} from '@suanklang/shared';
import { call, type CallInput } from '../../../lib/http/call';
import { budgetKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type BudgetSearchParams = Partial<Pick<BudgetSearchBody, 'year' | 'status'>> &
  Pick<BudgetSearchBody, 'page' | 'pageSize'>;
export type BudgetSearchResult = ReplyOf<typeof budgetApi.search>;
export type BudgetUsableItem = ReplyOf<typeof budgetApi.item>['data'][number];

/** The property's budgets, newest year first. */
export function useSearchBudgets(params: BudgetSearchParams) {
  return useQuery({
    queryKey: budgetKeys.list(params),
    queryFn: ({ signal }) => call(budgetApi.search, { body: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The active budget items a grid may use. */
export function useBudgetItems() {
  return useQuery({
    queryKey: budgetKeys.items(),
    queryFn: async ({ signal }) => (await call(budgetApi.item, {}, { signal })).data,
  });
}

/** A fiscal year: its budget (id and state) if any and its 12 months' texts. */
export function useBudgetYear(year: number | null) {
  return useQuery({
    queryKey: budgetKeys.year(year ?? 0),
    queryFn: async ({ signal }): Promise<BudgetYear> =>
      (await call(budgetApi.propertyBudget, { query: { year: year ?? undefined } }, { signal })).data,
    enabled: year !== null,
  });
}

/**
 * The fiscal year running today, as the server counts it (Bangkok's date, the property's first month); the
 * browser's calendar year until it answers or when it cannot.
 */
export function useCurrentFiscalYear(): { year: number; known: boolean } {
  const current = useQuery({
    queryKey: budgetKeys.year(0),
    queryFn: async ({ signal }): Promise<BudgetYear> =>
      (await call(budgetApi.propertyBudget, { query: {} }, { signal })).data,
  });
  return {
    year: current.data?.year ?? new Date().getFullYear(),
    known: current.data !== undefined || current.isError,
  };
}

/** One budget: its grid, months and history. */
export function useBudget(budgetHeaderID: string | null) {
  return useQuery({
    queryKey: budgetKeys.detail(budgetHeaderID ?? ''),
    queryFn: async ({ signal }): Promise<BudgetDetail> =>
      (await call(budgetApi.detail, { query: { budgetHeaderID: budgetHeaderID ?? '' } }, { signal })).data,
    enabled: budgetHeaderID !== null && budgetHeaderID !== '',
  });
}

type Body<E extends Endpoint> = CallInput<E> extends { body: infer B } ? B : never;
export type BudgetSaveInput = Body<typeof budgetApi.save>;
export type BudgetModifyInput = Body<typeof budgetApi.modify>;
export type BudgetActionInput = Body<typeof budgetApi.confirm>;
export type BudgetTransferInput = Body<typeof budgetApi.transfer>;
export type BudgetAction = 'confirm' | 'close' | 'delete';

/** Every budget change refreshes the budgets' list, years and details. */
function useBudgetMutation<I, R>(run: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateAll(queryClient, invalidates.budgetChanged),
  });
}

/** A new draft: a grid, or built from last year. Errors are the caller's to show (under the fields). */
export function useSaveBudget() {
  return useBudgetMutation(
    async (body: BudgetSaveInput) => (await call(budgetApi.save, { body }, { notify: false })).data,
  );
}

/** A draft's grid replaced, or a confirmed budget's next revision (with a reason). */
export function useModifyBudget() {
  return useBudgetMutation(
    async (body: BudgetModifyInput) => (await call(budgetApi.modify, { body }, { notify: false })).data,
  );
}

/** Confirm, close or delete. */
export function useBudgetAction() {
  return useBudgetMutation(async ({ action, ...body }: BudgetActionInput & { action: BudgetAction }) => {
    await call(budgetApi[action], { body }, { notify: false });
  });
}

export function useTransferBudget() {
  return useBudgetMutation(
    async (body: BudgetTransferInput) => (await call(budgetApi.transfer, { body }, { notify: false })).data,
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  budgetApi,
  type BudgetCommittedRow,
  type BudgetEntryRow,
  type BudgetSummary,
  type BudgetYear,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { budgetKeys } from '../../../lib/query-keys';

/** Budget against actual of a fiscal year; `null` until the screen asks for one. */
export function useBudgetSummary(year: number | null) {
  return useQuery({
    queryKey: budgetKeys.summary(year ?? 0),
    queryFn: async ({ signal }): Promise<BudgetSummary> =>
      (await call(budgetApi.summary, { query: { year: year ?? undefined } }, { signal })).data,
    enabled: year !== null,
    placeholderData: keepPreviousData,
  });
}

/** The years that have a budget, newest first (the summary's year choices). */
export function useBudgetYears() {
  return useQuery({
    queryKey: budgetKeys.years(),
    queryFn: async ({ signal }): Promise<BudgetYear[]> =>
      (await call(budgetApi.propertyYears, {}, { signal })).data,
  });
}

export type BudgetCell = { year: number; month: number; budgetItemCode: string };

/** The ledger lines behind one cell's actual (the summary's drill-down). */
export function useBudgetEntries(cell: BudgetCell | null) {
  return useQuery({
    queryKey: budgetKeys.entries(cell?.year ?? 0, cell?.month ?? 0, cell?.budgetItemCode ?? ''),
    queryFn: async ({ signal }): Promise<BudgetEntryRow[]> =>
      (await call(budgetApi.entries, { query: cell! }, { signal })).data,
    enabled: cell !== null,
  });
}

/** The requests waiting for approval behind one cell's committed figure (the same drill-down). */
export function useBudgetCommitted(cell: BudgetCell | null) {
  return useQuery({
    queryKey: budgetKeys.committed(cell?.year ?? 0, cell?.month ?? 0, cell?.budgetItemCode ?? ''),
    queryFn: async ({ signal }): Promise<BudgetCommittedRow[]> =>
      (await call(budgetApi.committed, { query: cell! }, { signal })).data,
    enabled: cell !== null,
  });
}

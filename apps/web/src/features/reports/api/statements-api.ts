import { useQuery } from '@tanstack/react-query';
import { statementApi, type FinancialPosition, type RevenueExpense } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { financialPositionKeys, revenueExpenseKeys } from '../../../lib/query-keys';

/** The month (YYYY-MM, CE) at whose end the balances are read, and whether only posted entries count. */
export type FinancialPositionParams = { asOf: string; postedOnly: 'Y' | 'N' };
/** The month of the statement (its year to date runs from January), and whether only posted entries count. */
export type RevenueExpenseParams = { period: string; postedOnly: 'Y' | 'N' };

export async function getFinancialPosition(
  params: FinancialPositionParams,
  signal?: AbortSignal,
): Promise<FinancialPosition> {
  return (await call(statementApi.financialPosition, { query: params }, { signal })).data;
}

export function useFinancialPosition(params: FinancialPositionParams | null) {
  return useQuery({
    queryKey: financialPositionKeys.report(params),
    queryFn: ({ signal }) => getFinancialPosition(params!, signal),
    enabled: params !== null,
  });
}

export async function getRevenueExpense(
  params: RevenueExpenseParams,
  signal?: AbortSignal,
): Promise<RevenueExpense> {
  return (await call(statementApi.revenueExpense, { query: params }, { signal })).data;
}

export function useRevenueExpense(params: RevenueExpenseParams | null) {
  return useQuery({
    queryKey: revenueExpenseKeys.report(params),
    queryFn: ({ signal }) => getRevenueExpense(params!, signal),
    enabled: params !== null,
  });
}

/** The statement of financial position as an XLSX download. */
export async function downloadFinancialPositionExcel(p: FinancialPositionParams, docLang: 'th' | 'en') {
  saveBinary(
    await call(statementApi.financialPositionExcel, { query: { ...p, docLang } }),
    `financial-position-${p.asOf}.xlsx`,
  );
}
/** The same as a PDF, opened in a new tab to print. */
export async function openFinancialPositionPdf(p: FinancialPositionParams, docLang: 'th' | 'en') {
  openBinary(await call(statementApi.financialPositionPdf, { query: { ...p, docLang } }));
}
export async function downloadRevenueExpenseExcel(p: RevenueExpenseParams, docLang: 'th' | 'en') {
  saveBinary(
    await call(statementApi.revenueExpenseExcel, { query: { ...p, docLang } }),
    `revenue-expense-${p.period}.xlsx`,
  );
}
export async function openRevenueExpensePdf(p: RevenueExpenseParams, docLang: 'th' | 'en') {
  openBinary(await call(statementApi.revenueExpensePdf, { query: { ...p, docLang } }));
}

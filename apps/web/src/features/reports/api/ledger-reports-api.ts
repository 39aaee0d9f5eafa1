import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  exportApi,
  ledgerReportsApi,
  type ExportRow,
  type LedgerReportExport,
  type AccruedExpenseReport,
  type CashBankReport,
  type GlDocumentType,
  type JournalReport,
  type LedgerReport,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { ledgerReportKeys } from '../../../lib/query-keys';

/** The months YYYY-MM (CE), first to last, and whether only entries posted to the G/L count. */
export type LedgerPeriodParams = { periodFrom: string; periodTo: string; postedOnly: 'Y' | 'N' };
/** The general ledger's conditions: the months and an account or a range of accounts (none: every account). */
export type LedgerParams = LedgerPeriodParams & { accountFrom?: string; accountTo?: string };
export type JournalParams = LedgerPeriodParams & { documentType?: GlDocumentType };
/** A page: the cursor the previous page gave (none for the first). */
type Paged<P> = P & { cursor?: string };
/** A ledger report's file: which report, its format and language, and the report's own conditions. */
type LedgerFileBody = Pick<LedgerReportExport, 'report' | 'format'> & {
  docLang: 'th' | 'en';
} & LedgerPeriodParams &
  Partial<Omit<LedgerParams & JournalParams, keyof LedgerPeriodParams>>;

/**
 * A ledger report's workbook or PDF, made by a server job (a year of a big book's lines takes a while): the report
 * screen follows its progress and opens the file (lib/exports).
 */
export async function startLedgerFile(body: LedgerFileBody): Promise<ExportRow> {
  return (await call(exportApi.ledgerReport, { body })).data;
}

// ----- general ledger -----

export async function getLedger(params: Paged<LedgerParams>, signal?: AbortSignal): Promise<LedgerReport> {
  return (await call(ledgerReportsApi.ledger, { query: params }, { signal })).data;
}
export function useLedger(params: Paged<LedgerParams> | null) {
  return useQuery({
    queryKey: ledgerReportKeys.report('ledger', params),
    queryFn: ({ signal }) => getLedger(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

// ----- journal -----

export async function getJournal(params: Paged<JournalParams>, signal?: AbortSignal): Promise<JournalReport> {
  return (await call(ledgerReportsApi.journal, { query: params }, { signal })).data;
}
export function useJournal(params: Paged<JournalParams> | null) {
  return useQuery({
    queryKey: ledgerReportKeys.report('journal', params),
    queryFn: ({ signal }) => getJournal(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

// ----- cash and bank -----

export async function getCashBank(params: LedgerPeriodParams, signal?: AbortSignal): Promise<CashBankReport> {
  return (await call(ledgerReportsApi.cashBank, { query: params }, { signal })).data;
}
export function useCashBank(params: LedgerPeriodParams | null) {
  return useQuery({
    queryKey: ledgerReportKeys.report('cash-bank', params),
    queryFn: ({ signal }) => getCashBank(params!, signal),
    enabled: params !== null,
  });
}

// ----- accrued expense -----

export async function getAccruedExpense(
  params: Paged<LedgerPeriodParams>,
  signal?: AbortSignal,
): Promise<AccruedExpenseReport> {
  return (await call(ledgerReportsApi.accruedExpense, { query: params }, { signal })).data;
}
export function useAccruedExpense(params: Paged<LedgerPeriodParams> | null) {
  return useQuery({
    queryKey: ledgerReportKeys.report('accrued-expense', params),
    queryFn: ({ signal }) => getAccruedExpense(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

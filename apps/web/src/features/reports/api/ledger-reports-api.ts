import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ledgerReportsApi,
  type AccruedExpenseReport,
  type CashBankReport,
  type GlDocumentType,
  type JournalReport,
  type LedgerReport,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { ledgerReportKeys } from '../../../lib/query-keys';

/** The months YYYY-MM (CE), first to last, and whether only entries posted to the G/L count. */
export type LedgerPeriodParams = { periodFrom: string; periodTo: string; postedOnly: 'Y' | 'N' };
/** The general ledger's conditions: the months and an account or a range of accounts (none: every account). */
export type LedgerParams = LedgerPeriodParams & { accountFrom?: string; accountTo?: string };
export type JournalParams = LedgerPeriodParams & { documentType?: GlDocumentType };
/** A page: the cursor the previous page gave (none for the first). */
type Paged<P> = P & { cursor?: string };
type DocLang = 'th' | 'en';

const fileName = (kind: string, p: LedgerPeriodParams, ext: string) =>
  `${kind}-${p.periodFrom}-${p.periodTo}.${ext}`;

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
export async function downloadLedgerExcel(params: LedgerParams, docLang: DocLang): Promise<void> {
  saveBinary(
    await call(ledgerReportsApi.ledgerExcel, { query: { ...params, docLang } }),
    fileName('general-ledger', params, 'xlsx'),
  );
}
export async function openLedgerPdf(params: LedgerParams, docLang: DocLang): Promise<void> {
  openBinary(await call(ledgerReportsApi.ledgerPdf, { query: { ...params, docLang } }));
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
export async function downloadJournalExcel(params: JournalParams, docLang: DocLang): Promise<void> {
  saveBinary(
    await call(ledgerReportsApi.journalExcel, { query: { ...params, docLang } }),
    fileName('journal', params, 'xlsx'),
  );
}
export async function openJournalPdf(params: JournalParams, docLang: DocLang): Promise<void> {
  openBinary(await call(ledgerReportsApi.journalPdf, { query: { ...params, docLang } }));
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
export async function downloadCashBankExcel(params: LedgerPeriodParams, docLang: DocLang): Promise<void> {
  saveBinary(
    await call(ledgerReportsApi.cashBankExcel, { query: { ...params, docLang } }),
    fileName('cash-bank', params, 'xlsx'),
  );
}
export async function openCashBankPdf(params: LedgerPeriodParams, docLang: DocLang): Promise<void> {
  openBinary(await call(ledgerReportsApi.cashBankPdf, { query: { ...params, docLang } }));
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
export async function downloadAccruedExpenseExcel(
  params: LedgerPeriodParams,
  docLang: DocLang,
): Promise<void> {
  saveBinary(
    await call(ledgerReportsApi.accruedExpenseExcel, { query: { ...params, docLang } }),
    fileName('accrued-expense', params, 'xlsx'),
  );
}
export async function openAccruedExpensePdf(params: LedgerPeriodParams, docLang: DocLang): Promise<void> {
  openBinary(await call(ledgerReportsApi.accruedExpensePdf, { query: { ...params, docLang } }));
}

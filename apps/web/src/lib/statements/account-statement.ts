import { useQuery } from '@tanstack/react-query';
import { accountStatementApi, type AccountStatement, type AccountStatementParty } from '@suanklang/shared';
import { call } from '../http/call';
import { openBinary, saveBinary } from '../http/download';
import { invoiceKeys } from '../query-keys';

export type StatementRange = { from: string; to: string };

const ENDPOINTS = {
  customer: {
    json: accountStatementApi.customer,
    pdf: accountStatementApi.customerPdf,
    excel: accountStatementApi.customerExcel,
  },
  unit: {
    json: accountStatementApi.unit,
    pdf: accountStatementApi.unitPdf,
    excel: accountStatementApi.unitExcel,
  },
} as const;

/** The statement of account of a customer or unit over a date range, with what it owes today. */
export async function getAccountStatement(
  party: AccountStatementParty,
  code: string,
  range: StatementRange,
  signal?: AbortSignal,
): Promise<AccountStatement> {
  return (await call(ENDPOINTS[party].json, { params: { code }, query: range }, { signal })).data;
}

export function useAccountStatement(
  party: AccountStatementParty,
  code: string,
  range: StatementRange | null,
) {
  return useQuery({
    queryKey: invoiceKeys.statement(party, code, range),
    queryFn: ({ signal }) => getAccountStatement(party, code, range!, signal),
    enabled: range !== null && code !== '',
  });
}

/** The statement as a PDF, opened in a new tab to print. */
export async function printAccountStatement(
  party: AccountStatementParty,
  code: string,
  range: StatementRange,
  docLang: 'th' | 'en',
): Promise<void> {
  openBinary(await call(ENDPOINTS[party].pdf, { params: { code }, query: { ...range, docLang } }));
}

/** The statement as an XLSX download. */
export async function downloadAccountStatementExcel(
  party: AccountStatementParty,
  code: string,
  range: StatementRange,
  docLang: 'th' | 'en',
): Promise<void> {
  saveBinary(
    await call(ENDPOINTS[party].excel, { params: { code }, query: { ...range, docLang } }),
    `statement-${code}-${range.from}-${range.to}.xlsx`,
  );
}

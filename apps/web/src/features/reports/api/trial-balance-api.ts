import { useQuery } from '@tanstack/react-query';
import { glApi, type GlTrialBalance } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { trialBalanceKeys } from '../../../lib/query-keys';

/** The months YYYY-MM (CE), first to last, and whether only entries posted to the G/L count. */
export type TrialBalanceParams = { periodFrom: string; periodTo: string; postedOnly: 'Y' | 'N' };

/** Per account: what it carried in, what moved in the months and what it carries out, debit and credit. */
export async function getTrialBalance(
  params: TrialBalanceParams,
  signal?: AbortSignal,
): Promise<GlTrialBalance> {
  return (await call(glApi.trialBalance, { query: params }, { signal })).data;
}

export function useTrialBalance(params: TrialBalanceParams | null) {
  return useQuery({
    queryKey: trialBalanceKeys.report(params),
    queryFn: ({ signal }) => getTrialBalance(params!, signal),
    enabled: params !== null,
  });
}

const fileName = (p: TrialBalanceParams, ext: string) => `trial-balance-${p.periodFrom}-${p.periodTo}.${ext}`;

/** The same report as an XLSX download. */
export async function downloadTrialBalanceExcel(
  params: TrialBalanceParams,
  docLang: 'th' | 'en',
): Promise<void> {
  saveBinary(
    await call(glApi.trialBalanceExcel, { query: { ...params, docLang } }),
    fileName(params, 'xlsx'),
  );
}

/** The same report as a PDF, opened in a new tab to print. */
export async function openTrialBalancePdf(params: TrialBalanceParams, docLang: 'th' | 'en'): Promise<void> {
  openBinary(await call(glApi.trialBalancePdf, { query: { ...params, docLang } }));
}

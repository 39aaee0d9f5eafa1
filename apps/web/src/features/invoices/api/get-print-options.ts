import { useQuery } from '@tanstack/react-query';
import { invoiceApi } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invoiceKeys } from '../../../lib/query-keys';

export type DocLang = 'th' | 'en';
export type PrintOption = { code: DocLang; description: string };

const isDocLang = (code: string): code is DocLang => code === 'th' || code === 'en';

/** The languages an invoice can be printed in. */
export async function getPrintOptions(signal?: AbortSignal): Promise<PrintOption[]> {
  const reply = await call(invoiceApi.printOptions, {}, { signal, notify: false });
  return reply.data.flatMap((option) =>
    isDocLang(option.code) ? [{ code: option.code, description: option.description }] : [],
  );
}

export function usePrintOptions() {
  return useQuery({
    queryKey: invoiceKeys.printOptions(),
    queryFn: ({ signal }) => getPrintOptions(signal),
    staleTime: 30 * 60_000,
  });
}

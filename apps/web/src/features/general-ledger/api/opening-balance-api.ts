import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openingBalanceApi, type OpeningBalancePostInput } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { saveBinary } from '../../../lib/http/download';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** The template of the property's usable accounts, saved as a workbook. */
export async function downloadOpeningBalanceTemplate(): Promise<void> {
  saveBinary(await call(openingBalanceApi.template, {}), 'opening-balances.xlsx');
}

/** A filled template checked row by row (multipart: file); nothing is kept. */
export const useCheckOpeningBalances = () =>
  useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await call(openingBalanceApi.check, { body: form }, { notify: false })).data;
    },
  });

/** The reviewed rows posted as one entry. */
export function usePostOpeningBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<OpeningBalancePostInput, 'lang' | 'propertyCode'>) =>
      (await call(openingBalanceApi.post, { body }, { notify: false })).data,
    onSuccess: () => invalidateAll(queryClient, invalidates.manualVoucherChanged),
  });
}

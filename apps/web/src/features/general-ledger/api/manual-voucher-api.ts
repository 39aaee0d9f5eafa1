import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { manualVoucherApi, type ManualVoucherSaveInput } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { openBinary, saveBinary } from '../../../lib/http/download';
import { glKeys, invalidateAll, invalidates } from '../../../lib/query-keys';

export type ManualVoucherSaveBody = Omit<ManualVoucherSaveInput, 'lang' | 'propertyCode'>;

/** A journal voucher by number: lines, approval flow, files. */
export function useManualVoucher(voucherNo: string | null) {
  return useQuery({
    queryKey: glKeys.voucher(voucherNo ?? ''),
    queryFn: async ({ signal }) =>
      (await call(manualVoucherApi.detail, { params: { no: voucherNo ?? '' } }, { signal })).data,
    enabled: Boolean(voucherNo),
  });
}

/** The voucher printed (A4 PDF) in docLang, fetched with the token and opened in a new tab. */
export async function openManualVoucherPdf(voucherNo: string, docLang: 'th' | 'en'): Promise<void> {
  openBinary(await call(manualVoucherApi.pdf, { params: { no: voucherNo }, query: { docLang } }));
}

/** Every voucher dated in the month (YYYY-MM) with its lines, as an XLSX download in docLang. */
export async function downloadManualVouchersExcel(period: string, docLang: 'th' | 'en'): Promise<void> {
  saveBinary(
    await call(manualVoucherApi.excel, { query: { period, docLang } }),
    `journal-vouchers-${period}.xlsx`,
  );
}

function useVoucherMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, invalidates.manualVoucherChanged),
  });
}

/** Numbered and sent for approval at once (posted at once when the property has no approval step for JV). */
export const useSaveManualVoucher = () =>
  useVoucherMutation(
    async (body: ManualVoucherSaveBody) =>
      (await call(manualVoucherApi.save, { body }, { notify: false, formErrors: true })).data,
  );

/** Withdrawn while waiting, or reversed once approved; a reason either way. */
export const useCancelManualVoucher = () =>
  useVoucherMutation(
    async (body: { voucherNo: string; reason: string }) =>
      (await call(manualVoucherApi.cancel, { body })).data,
  );

/** Files (multipart): voucherNo, files[i].file, files[i].description. */
export const useUploadManualVoucherFiles = () =>
  useVoucherMutation(
    async ({ voucherNo, files }: { voucherNo: string; files: { blob: File; description: string }[] }) => {
      const form = new FormData();
      form.append('voucherNo', voucherNo);
      files.forEach((f, i) => {
        form.append(`files[${i}].description`, f.description);
        form.append(`files[${i}].file`, f.blob, f.blob.name);
      });
      return (await call(manualVoucherApi.upload, { body: form }, { notify: false })).data;
    },
  );

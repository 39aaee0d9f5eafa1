import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invoiceApi, type InvoiceSaveInput as InvoiceSaveBody, type ReplyOf } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** The save body as typed (amounts in baht; the schema makes them satang). */
export type InvoiceSaveInput = Omit<InvoiceSaveBody, 'lang' | 'propertyCode'>;
export type InvoiceSavedData = ReplyOf<typeof invoiceApi.save>['data'];
/** The customer-detail body (invoiceCustomerDetail) as the form sends it; blanks are null. */
export type CustomerDetailInput = {
  invoiceId: string;
  customerName: string;
  customerAddress?: string | null;
  customerTaxId?: string | null;
  customerBranchNo?: string | null;
};

/** A manual invoice; issue=false keeps it a draft, true numbers and posts it. */
export async function saveInvoice(input: InvoiceSaveInput): Promise<InvoiceSavedData> {
  const reply = await call(invoiceApi.save, { body: input }, { notify: false, formErrors: true });
  return reply.data;
}

/** Numbers and posts a draft. */
export async function issueInvoice(invoiceId: string): Promise<InvoiceSavedData> {
  const reply = await call(invoiceApi.issue, { body: { invoiceId } });
  return reply.data;
}

/** Only a draft; an issued invoice is corrected by a credit note (IN001). */
export async function cancelInvoice(input: { invoiceId: string; reason: string }): Promise<void> {
  await call(invoiceApi.cancel, { body: input }, { notify: false });
}

/** The billing name and address printed on the invoice. */
export async function saveCustomerDetail(input: CustomerDetailInput): Promise<void> {
  await call(invoiceApi.customerDetail, { body: input }, { notify: false });
}

/** Every invoice mutation refreshes the lists and the open detail, and what else the change reaches. */
function useInvoiceMutation<I, O>(fn: (input: I) => Promise<O>, stale: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, stale),
  });
}

export const useSaveInvoice = () => useInvoiceMutation(saveInvoice, invalidates.invoiceSaved);
export const useIssueInvoice = () => useInvoiceMutation(issueInvoice, invalidates.invoiceSaved);
export const useCancelInvoice = () => useInvoiceMutation(cancelInvoice, invalidates.invoiceSaved);
export const useSaveCustomerDetail = () =>
  useInvoiceMutation(saveCustomerDetail, invalidates.invoiceCustomerDetailSaved);

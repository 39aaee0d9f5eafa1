import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { invoiceSaved, type InvoiceSave } from '@suanklang/shared';
import { api } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';
import { ackReply } from '../../../lib/http/replies';

export type InvoiceSaveInput = Omit<InvoiceSave, 'lang' | 'propertyCode'>;
export type InvoiceSavedData = ReturnType<typeof invoiceSaved.parse>['data'];
/** The body of PUT /invoices/customerDetail (invoiceCustomerDetail) as the form sends it; blanks are null. */
export type CustomerDetailInput = {
  invoiceId: string;
  customerName: string;
  customerAddress?: string | null;
  customerTaxId?: string | null;
  customerBranchNo?: string | null;
};

/** POST /invoices/save: a manual invoice; issue=false keeps it a draft, true numbers and posts it. */
export async function saveInvoice(input: InvoiceSaveInput): Promise<InvoiceSavedData> {
  const reply = await api.post('/invoices/save', invoiceSaved, {
    body: { ...input },
    notify: false,
    formErrors: true,
  });
  return reply.data;
}

/** POST /invoices/issue: numbers and posts a draft. */
export async function issueInvoice(invoiceId: string): Promise<InvoiceSavedData> {
  const reply = await api.post('/invoices/issue', invoiceSaved, { body: { invoiceId } });
  return reply.data;
}

/** PUT /invoices/cancel: only a draft; an issued invoice is corrected by a credit note (IN001). */
export async function cancelInvoice(input: { invoiceId: string; reason: string }): Promise<void> {
  await api.put('/invoices/cancel', ackReply, { body: { ...input }, notify: false });
}

/** PUT /invoices/customerDetail: the billing name and address printed on the invoice. */
export async function saveCustomerDetail(input: CustomerDetailInput): Promise<void> {
  await api.put('/invoices/customerDetail', ackReply, { body: { ...input }, notify: false });
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chequeSavedReply,
  type ChequeCreatePayFormInput,
  type ChequeCreateReceiptFormInput,
  type ChequeRow,
  type ChequeUpdateFormInput,
} from '@suanklang/shared';
import { api, apiV1 } from '../../../lib/http/clients';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** POST /masterdata/cheque/create: a received cheque (chequeType 1). */
export async function createReceivedCheque(input: ChequeCreateReceiptFormInput): Promise<ChequeRow> {
  const reply = await api.post('/masterdata/cheque/create', chequeSavedReply, {
    body: { ...input, chequeType: 1 },
    notify: false,
    formErrors: true,
  });
  return reply.data;
}

/** POST /masterdata/cheques/create: a cheque the property writes (account, book, payee). */
export async function createIssuedCheque(input: ChequeCreatePayFormInput): Promise<ChequeRow> {
  const reply = await api.post('/masterdata/cheques/create', chequeSavedReply, {
    body: { ...input },
    notify: false,
    formErrors: true,
  });
  return reply.data;
}

/** PUT /masterdata/cheques/update: an unused cheque on hand; its balance becomes the new amount. */
export async function updateCheque(input: ChequeUpdateFormInput): Promise<ChequeRow> {
  const reply = await api.put('/masterdata/cheques/update', chequeSavedReply, {
    body: { ...input },
    notify: false,
    formErrors: true,
  });
  return reply.data;
}

export type ChequeStatusAction =
  | { action: 'send'; chequeId: string; date: string }
  | { action: 'passed'; chequeId: string; date: string }
  | { action: 'cancel'; chequeId: string; reason: string }
  | { action: 'reset'; chequeId: string; reason: string; date?: string };

/** PUT send / passed / cancel under /masterdata/cheques, and reset on the second service (/api/v1/cheque/reset). */
export async function changeChequeStatus(input: ChequeStatusAction): Promise<ChequeRow> {
  const { action, ...body } = input;
  const reply =
    action === 'reset'
      ? await apiV1.put('/cheque/reset', chequeSavedReply, { body, notify: false })
      : await api.put(`/masterdata/cheques/${action}`, chequeSavedReply, { body, notify: false });
  return reply.data;
}

/** Every cheque change refreshes the lists and the open detail. */
function useChequeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateAll(queryClient, invalidates.chequeSaved),
  });
}

export const useCreateReceivedCheque = () => useChequeMutation(createReceivedCheque);
export const useCreateIssuedCheque = () => useChequeMutation(createIssuedCheque);
export const useUpdateCheque = () => useChequeMutation(updateCheque);

/** A status change reaches the deposits listing the cheque; a return cancels the receipts it paid. */
export function useChangeChequeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChequeStatus,
    onSuccess: (_cheque, input) =>
      invalidateAll(
        queryClient,
        input.action === 'reset' ? invalidates.chequeReturned : invalidates.chequeStatusChanged,
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chequeApi,
  type ChequeCreatePayFormInput,
  type ChequeCreateReceiptFormInput,
  type ChequeRow,
  type ChequeUpdateFormInput,
} from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates } from '../../../lib/query-keys';

/** A received cheque (chequeType 1). */
export async function createReceivedCheque(input: ChequeCreateReceiptFormInput): Promise<ChequeRow> {
  const reply = await call(
    chequeApi.createReceived,
    { body: { ...input, chequeType: 1 } },
    { notify: false, formErrors: true },
  );
  return reply.data;
}

/** A cheque the property writes (account, book, payee). */
export async function createIssuedCheque(input: ChequeCreatePayFormInput): Promise<ChequeRow> {
  const reply = await call(chequeApi.createIssued, { body: input }, { notify: false, formErrors: true });
  return reply.data;
}

/** An unused cheque on hand; its balance becomes the new amount. */
export async function updateCheque(input: ChequeUpdateFormInput): Promise<ChequeRow> {
  const reply = await call(chequeApi.update, { body: input }, { notify: false, formErrors: true });
  return reply.data;
}

export type ChequeStatusAction =
  | { action: 'send'; chequeId: string; date: string }
  | { action: 'passed'; chequeId: string; date: string }
  | { action: 'cancel'; chequeId: string; reason: string }
  | { action: 'reset'; chequeId: string; reason: string; date?: string };

/** send / passed / cancel, and reset (a return) on the second service. */
export async function changeChequeStatus(input: ChequeStatusAction): Promise<ChequeRow> {
  const options = { notify: false };
  switch (input.action) {
    case 'send': {
      const { action: _, ...body } = input;
      return (await call(chequeApi.send, { body }, options)).data;
    }
    case 'passed': {
      const { action: _, ...body } = input;
      return (await call(chequeApi.passed, { body }, options)).data;
    }
    case 'cancel': {
      const { action: _, ...body } = input;
      return (await call(chequeApi.cancel, { body }, options)).data;
    }
    case 'reset': {
      const { action: _, ...body } = input;
      return (await call(chequeApi.reset, { body }, options)).data;
    }
  }
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

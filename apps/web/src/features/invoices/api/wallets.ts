import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, walletApi, type ReplyOf, type WalletCancelInput } from '@suanklang/shared';
import { call } from '../../../lib/http/call';
import { invalidateAll, invalidates, referenceKeys, walletKeys } from '../../../lib/query-keys';

/**
 * Customer wallets (advance balances per unit, types 0 common / 1 other): the types, a unit's balances and
 * movements, the accounts a refund is paid from, and the refund (numbered WC).
 */

export type WalletTypeOption = ReplyOf<typeof walletApi.types>['data'][number];
export type UnitWallets = ReplyOf<typeof walletApi.ofUnit>['data'];
export type WalletCancelledData = ReplyOf<typeof walletApi.cancel>['data'];
export type WalletCancelBody = Omit<WalletCancelInput, 'lang' | 'propertyCode'>;
export type RefundAccount = { accountCode: string; description: string };
export type RefundAccounts = { cash: RefundAccount[]; bank: RefundAccount[] };

/** walletType with its description in the user's language. */
export async function getWalletTypes(signal?: AbortSignal): Promise<WalletTypeOption[]> {
  const reply = await call(walletApi.types, {}, { signal });
  return reply.data;
}

export function useWalletTypes() {
  return useQuery({
    queryKey: walletKeys.types(),
    queryFn: ({ signal }) => getWalletTypes(signal),
    staleTime: 30 * 60_000,
  });
}

/** Both balances (0.00 when never used) and the movements, newest first. */
export async function getUnitWallets(unitCode: string, signal?: AbortSignal): Promise<UnitWallets> {
  const reply = await call(walletApi.ofUnit, { query: { unitCode } }, { signal });
  return reply.data;
}

export function useUnitWallets(unitCode: string | undefined) {
  return useQuery({
    queryKey: walletKeys.unit(unitCode ?? ''),
    queryFn: ({ signal }) => getUnitWallets(unitCode ?? '', signal),
    enabled: Boolean(unitCode),
  });
}

/** The receipt's payment types whose accounts hold the money a wallet was paid in with (001 s.9). */
const RECEIPT_CASH = 1;
const RECEIPT_TRANSFER = 2;

async function receiptAccounts(paymentType: number, signal?: AbortSignal): Promise<RefundAccount[]> {
  const reply = await call(accountApi.options, { query: { documentType: 'RC', paymentType } }, { signal });
  return reply.data;
}

/**
 * The cash and bank accounts receipts take money
 * into, the ones a refund is paid back from. The same call as the receipt's cash and transfer panels, made
 * here because features do not import each other.
 */
export async function getRefundAccounts(signal?: AbortSignal): Promise<RefundAccounts> {
  const [cash, bank] = await Promise.all([
    receiptAccounts(RECEIPT_CASH, signal),
    receiptAccounts(RECEIPT_TRANSFER, signal),
  ]);
  return { cash, bank };
}

export function useRefundAccounts() {
  return useQuery({
    queryKey: referenceKeys.refundAccounts(),
    queryFn: ({ signal }) => getRefundAccounts(signal),
    staleTime: 60_000,
  });
}

/**
 * The refund. Field errors go under the form's fields; anything else (RC006 balance not enough, RC011 closed
 * period, RC014 account) to the client's error dialog.
 */
export async function cancelWallet(body: WalletCancelBody): Promise<WalletCancelledData> {
  const reply = await call(walletApi.cancel, { body }, { formErrors: true });
  return reply.data;
}

/** The unit's balances are read again after a refund, or a refused one (another may have come first). */
export function useCancelWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWallet,
    onSettled: () => invalidateAll(queryClient, invalidates.walletRefunded),
  });
}

import { z } from 'zod';
import { v } from '../../validation';
import { endpoint } from '../../endpoint';
import { listReplyOf, propertyScoped, replyOf } from '../common';
import { m } from '../masterdata/fields';

/**
 * Customer wallets (advance balances per unit, 001 s.9 wallet type 0 common / 1 other). Money in replies is
 * decimal text. The calls are in `walletApi` at the end of this file.
 */

/** GET /wallets/type */
export const walletTypeListReply = listReplyOf(
  z.object({ walletType: z.number().int(), walletTypeDescription: z.string() }),
);

/** GET /wallets?unitCode= */
export const walletQuery = propertyScoped.extend({ unitCode: m.code({ required: true, max: 20 }) });
export type WalletQuery = z.infer<typeof walletQuery>;

/** RQ: a wallet closed by a request-pay (type 2) when approved; RQ_CANCEL: that request cancelled. */
export const WALLET_SOURCE_TYPES = ['RC', 'RC_CANCEL', 'CN', 'WC', 'RQ', 'RQ_CANCEL'] as const;
export type WalletSourceType = (typeof WALLET_SOURCE_TYPES)[number];

export const walletBalanceRow = z.object({
  walletType: z.number().int(),
  walletTypeDescription: z.string(),
  balance: z.string(),
});
export type WalletBalanceRow = z.infer<typeof walletBalanceRow>;

export const walletEntryRow = z.object({
  entryId: z.string(),
  walletType: z.number().int(),
  /** Signed: + kept for the customer, - used or refunded. */
  amount: z.string(),
  sourceType: z.enum(WALLET_SOURCE_TYPES),
  sourceId: z.string(),
  documentNo: z.string().nullable(),
  description: z.string().nullable(),
  createdDate: z.string(),
});
export type WalletEntryRow = z.infer<typeof walletEntryRow>;

export const walletReply = replyOf(
  z.object({
    unitCode: z.string(),
    customerCode: z.string().nullable(),
    customerName: z.string().nullable(),
    /** Always both types (0 and 1), 0.00 when never used. */
    balances: z.array(walletBalanceRow),
    /** Newest first. */
    entries: z.array(walletEntryRow),
  }),
);

/**
 * POST /invoices/wallet/cancel: refunds part or all of a wallet (Dr wallet / Cr the cash or bank account paid
 * from), numbered WC. The amount is at most the balance.
 */
export const walletCancel = propertyScoped.extend({
  unitCode: m.code({ required: true, max: 20 }),
  walletType: z.union([z.literal(0), z.literal(1)]),
  amount: v.money({ required: true, min: 1 }),
  accountCode: m.code({ required: true, max: 20 }),
  reason: v.text({ required: true, max: 500 }),
});
export type WalletCancel = z.infer<typeof walletCancel>;
export type WalletCancelInput = z.input<typeof walletCancel>;
export const walletCancelled = replyOf(
  z.object({ documentNo: z.string(), walletType: z.number().int(), balance: z.string() }),
);

/** The wallet calls (000 s.7): the types, a unit's balances and movements, and the refund. */
export const walletApi = {
  /** walletType with its description in the user's language. */
  types: endpoint({
    method: 'GET',
    path: '/wallets/type',
    read: 'list',
    query: propertyScoped,
    reply: walletTypeListReply,
  }),
  /** Both balances of a unit (0.00 when never used) and its movements, newest first. */
  ofUnit: endpoint({ method: 'GET', path: '/wallets', read: 'json', query: walletQuery, reply: walletReply }),
  /** The refund, numbered WC; at most the balance. */
  cancel: endpoint({
    method: 'POST',
    path: '/invoices/wallet/cancel',
    read: 'json',
    body: walletCancel,
    reply: walletCancelled,
  }),
};

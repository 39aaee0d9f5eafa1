import type { WalletType } from '@suanklang/shared';
import { accountOf, walletRole, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

/** Money held on an account (cash drawer, cheques on hand, ...) that moves to the bank; amounts in satang. */
export type HeldAmount = { accountCode: string; amount: number };

function bankLines(
  documentNo: string,
  bankAccountCode: string,
  held: readonly HeldAmount[],
  description?: string,
): JournalLine[] {
  if (typeof bankAccountCode !== 'string' || bankAccountCode.trim() === '')
    throw new RangeError(`${documentNo} has no bank account`);
  if (!Array.isArray(held) || held.length === 0) throw new RangeError(`${documentNo} moves nothing`);
  let total = 0;
  // Array.isArray widens a readonly array to any[]: the element type is restated.
  const credits: JournalLine[] = held.map((h: HeldAmount) => {
    const amount = checkSatang(h.amount, 'amount');
    total += amount;
    return { accountCode: h.accountCode, side: 'credit', amount, ...(description ? { description } : {}) };
  });
  checkSatang(total, 'total');
  return [
    { accountCode: bankAccountCode, side: 'debit', amount: total, ...(description ? { description } : {}) },
    ...credits,
  ];
}

export type CashDepositPosting = DocumentHeader & {
  /** The bank account the money went into. */
  bankAccountCode: string;
  /** Cash deposited, per account it was received in. */
  cash: HeldAmount[];
};

/**
 * Deposit slip (JV deposit) for its cash: Dr bank / Cr each account the cash was received in. Cheques in the
 * same slip post when they clear (postChequeClearing), not here.
 */
export function postCashDeposit(doc: CashDepositPosting): JournalDraft {
  return buildDraft(doc, bankLines(doc.documentNo, doc.bankAccountCode, doc.cash));
}

export type ChequeClearingPosting = DocumentHeader & {
  /** The bank account the cheque cleared into. */
  bankAccountCode: string;
  /** What issued receipts took of the cheque, per account they received it on (cheques on hand). */
  used: HeldAmount[];
};

/** A received cheque clears (CH): Dr bank / Cr cheques on hand, for what receipts used of it. */
export function postChequeClearing(doc: ChequeClearingPosting): JournalDraft {
  return buildDraft(doc, bankLines(doc.documentNo, doc.bankAccountCode, doc.used, 'cheque cleared'));
}

export type BillPaymentDepositPosting = DocumentHeader & {
  /** The total of the bank's bill-payment file that was matched to receipts. */
  amount: number;
};

/**
 * The deposit of a bill-payment file: the bank has the money the receipts took in on the online clearing
 * account: Dr BANK / Cr ONLINE_CLEARING.
 */
export function postBillPaymentDeposit(doc: BillPaymentDepositPosting, map: AccountMap): JournalDraft {
  return buildDraft(
    doc,
    bankLines(doc.documentNo, accountOf(map, 'BANK'), [
      { accountCode: accountOf(map, 'ONLINE_CLEARING'), amount: doc.amount },
    ]),
  );
}

export type WalletRefundPosting = DocumentHeader & {
  walletType: WalletType;
  amount: number;
  /** Where the money paid back comes from (cash, bank...). */
  accountCode: string;
};

/** Wallet cancel (WC), money given back from a customer's wallet: Dr the wallet / Cr the paying account. */
export function postWalletRefund(doc: WalletRefundPosting, map: AccountMap): JournalDraft {
  if (typeof doc.accountCode !== 'string' || doc.accountCode.trim() === '')
    throw new RangeError(`${doc.documentNo} has no paying account`);
  const amount = checkSatang(doc.amount, 'amount');
  return buildDraft(doc, [
    { accountCode: accountOf(map, walletRole(doc.walletType)), side: 'debit', amount },
    { accountCode: doc.accountCode, side: 'credit', amount },
  ]);
}

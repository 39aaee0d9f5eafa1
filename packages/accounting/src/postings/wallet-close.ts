import type { WalletType } from '@suanklang/shared';
import { accountOf, walletRole, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

/**
 * A customer's wallet closed by a request-pay (type 2, docs/decisions.md "Payables: refunds, orders, deposits used
 * and claims"): what the property held for the customer as advance receipts becomes a payable to him, paid by a
 * voucher. Amounts in satang, one per wallet refunded.
 */
export type WalletClosePosting = DocumentHeader & {
  wallets: { walletType: WalletType; amount: number; description?: string }[];
};

/** Dr each wallet's account (2151 common, 2152 other) / Cr accounts payable the total. */
export function postWalletClose(doc: WalletClosePosting, map: AccountMap): JournalDraft {
  if (doc.wallets.length === 0) throw new RangeError(`${doc.documentNo} refunds no wallet`);
  let total = 0;
  const debits = doc.wallets.map((w): JournalLine => {
    const amount = checkSatang(w.amount, 'amount');
    if (amount === 0) throw new RangeError(`${doc.documentNo} refunds nothing from wallet ${w.walletType}`);
    total += amount;
    return {
      accountCode: accountOf(map, walletRole(w.walletType)),
      side: 'debit',
      amount,
      ...(w.description ? { description: w.description } : {}),
    };
  });
  return buildDraft(doc, [
    ...debits,
    { accountCode: accountOf(map, 'AP'), side: 'credit', amount: checkSatang(total, 'total') },
  ]);
}

import type { WhtType } from '@suanklang/shared';
import { accountOf, type AccountMap } from '../accounts';
import { checkSatang } from '../decimal';
import type { JournalDraft } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

export type WhtRemittancePosting = DocumentHeader & {
  form: WhtType;
  /** The month's tax withheld on the return (the sum the vouchers kept back), in satang. */
  amount: number;
  /** The ledger account of the bank account the tax was paid from. */
  bankAccountCode: string;
};

const WHT_ROLE = { PND3: 'WHT_PAYABLE_PND3', PND53: 'WHT_PAYABLE_PND53' } as const;

/**
 * The month's PND 3 or PND 53 filed and paid (WT): the tax the vouchers kept back leaves the bank for the Revenue
 * Department: Dr WHT payable of the return / Cr bank. Nothing is paid twice or in part: the whole month's amount.
 */
export function postWhtRemittance(doc: WhtRemittancePosting, map: AccountMap): JournalDraft {
  checkSatang(doc.amount, 'The tax remitted');
  if (doc.amount <= 0) throw new RangeError('A remittance pays a positive amount of tax');
  const role = (WHT_ROLE as Record<string, (typeof WHT_ROLE)[WhtType] | undefined>)[doc.form];
  if (!role) throw new RangeError(`Unknown withholding-tax form: ${String(doc.form)}`);
  return buildDraft(doc, [
    { accountCode: accountOf(map, role), side: 'debit', amount: doc.amount },
    { accountCode: doc.bankAccountCode, side: 'credit', amount: doc.amount },
  ]);
}

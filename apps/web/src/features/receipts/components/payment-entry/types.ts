import type { DocumentType, PaymentEntryInput } from '@suanklang/shared';
import { satangToDecimalString } from '@suanklang/shared/money';
import type { Entry } from './remaining';

/** One line of the transaction list (001 section 3, "Transaction entries"), with what the list shows. */
export type CashEntry = Entry & { type: 'cash'; accountCode: string; accountCodeDescription: string };
export type ChequeEntry = Entry & {
  type: 'cheque';
  id: string;
  chequeNo: string;
  bankName: string;
  bankBranchDesc: string | null;
  /** Satang: what was left of the cheque and its amount when it was picked. */
  balance: number;
  grandTotal: number;
  accountCode?: string;
  accountCodeDescription?: string;
};
export type CardEntry = Entry & {
  type: 'creditdebit';
  cardNo: string;
  /** The bank provider code. */
  cardHolderNameCode: string;
  cardName: string;
  bankName: string;
};
export type TransferEntry = Entry & {
  type: 'transfer';
  date: string;
  accountCode: string;
  accountCodeDescription: string;
};
export type OnlineEntry = Entry & {
  type: 'online';
  date: string;
  accountCode: string;
  accountCodeDescription: string;
  accountNo: string;
};
export type PaymentRow = CashEntry | ChequeEntry | CardEntry | TransferEntry | OnlineEntry;

/** Payment types of the accounts lookup (001 section 9). */
export const PAYMENT_TYPE = { cash: 1, transfer: 2, cheque: 3 } as const;

/** Which document the panels work for: its accounts lookup uses that document type (receipt RC, voucher PV...). */
export type PaymentEntryContext = { documentType: DocumentType };

/** The transaction as the save body sends it (amounts as decimal text). */
export function toPaymentEntry(row: PaymentRow): PaymentEntryInput {
  const price = satangToDecimalString(row.price);
  switch (row.type) {
    case 'cash':
      return { type: 'cash', price, accountCode: row.accountCode };
    case 'cheque':
      return {
        type: 'cheque',
        id: row.id,
        price,
        ...(row.accountCode ? { accountCode: row.accountCode } : {}),
      };
    case 'creditdebit':
      return {
        type: 'creditdebit',
        cardNo: row.cardNo,
        cardHolderNameCode: row.cardHolderNameCode,
        cardName: row.cardName,
        price,
      };
    case 'transfer':
      return { type: 'transfer', date: row.date, accountCode: row.accountCode, price };
    case 'online':
      return {
        type: 'online',
        date: row.date,
        accountCode: row.accountCode,
        accountNo: row.accountNo,
        price,
      };
  }
}

/** What every payment entry panel is given. `remaining` is satang, the amount still to be paid. */
export type EntryPanelBaseProps<E extends PaymentRow> = {
  open: boolean;
  remaining: number;
  documentType: DocumentType;
  onClose: () => void;
  onSave: (entry: E) => void;
};

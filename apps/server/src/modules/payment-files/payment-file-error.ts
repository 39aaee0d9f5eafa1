/**
 * Why a payment file could not be written. Money, account numbers, tax ids and references are never cut or
 * guessed to make a file: the writer refuses and says which field of which payee or certificate.
 */
export type PaymentFileProblem =
  /** No payee or certificate to write. */
  | 'empty'
  /** A field the layout cannot leave blank (the bank's company id, the payer's name, a tax id). */
  | 'required'
  /** A payee has no bank account to credit. */
  | 'noBankAccount'
  /** A value longer than its field (names are cut instead, and say so where they are written). */
  | 'tooLong'
  /** A field that takes digits only (account, bank or branch code, phone). */
  | 'notDigits'
  /** A character the file cannot carry: outside ASCII and Thai for the banks, a pipe or line break for RD Prep. */
  | 'character'
  /** Not a positive whole number of satang, or a total past its field. */
  | 'amount'
  | 'date'
  /** A bank the chosen product or bank type does not pay (KTB direct to another bank, SCB direct credit). */
  | 'bank'
  | 'serviceType'
  | 'taxId'
  /** A rate the layout cannot write (it takes whole percents). */
  | 'rate'
  /** A certificate condition the layout has no code for. */
  | 'condition'
  /** An income row the layout cannot name. */
  | 'incomeRow'
  /** A payee of the wrong kind for the return (a company on PND3, a person on PND53). */
  | 'payeeKind'
  /** More items than the layout's counter can number. */
  | 'tooMany';

export class PaymentFileError extends Error {
  constructor(
    readonly problem: PaymentFileProblem,
    /** The layout's name for the field, as in the layout comments ('Receiving A/C', 'name'). */
    readonly field: string,
    /** 1-based payee or certificate in the input order; null for the file's own fields. */
    readonly item: number | null,
    readonly detail: Record<string, string | number> = {},
  ) {
    const where = item === null ? '' : ` (item ${item})`;
    const more = Object.keys(detail).length ? ` ${JSON.stringify(detail)}` : '';
    super(`${problem}: ${field}${where}${more}`);
    this.name = 'PaymentFileError';
  }
}

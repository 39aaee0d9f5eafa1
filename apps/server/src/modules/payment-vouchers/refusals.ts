import { ruleMessage, type ErrorCode, type FieldError, type Lang } from '@suanklang/shared';
import { AppError } from '../../platform/errors';
import type { PaymentFileError } from '../payment-files';

/** A refusal naming fields, each with the catalogue's message in the caller's language. */
export function fieldErrors(
  lang: Lang,
  errors: { path: string; rule: string; params?: Record<string, string | number> }[],
  code: ErrorCode = 'ST001',
): AppError {
  return new AppError(
    code,
    errors.map(({ params, ...e }): FieldError => ({
      ...e,
      message: ruleMessage(lang, e.rule, params ?? {}),
    })),
  );
}

/**
 * A tax or bank file the writer refused, as a field error on the payee's record (`SUPPLIER.field`): what the
 * clerk must correct is the supplier, not the file.
 */
export function fileRefusal(
  lang: Lang,
  error: PaymentFileError,
  codeOfItem: (item: number) => string | undefined,
  code: ErrorCode,
): AppError {
  const owner = error.item === null ? 'file' : (codeOfItem(error.item) ?? 'file');
  const rule =
    error.problem === 'taxId'
      ? 'noTaxInformation'
      : error.problem === 'noBankAccount'
        ? 'noBankAccountNumber'
        : error.problem === 'required'
          ? 'required'
          : 'invalidFormat';
  return fieldErrors(lang, [{ path: `${owner}.${error.field}`, rule }], code);
}

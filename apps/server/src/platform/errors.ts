import { ERRORS, type ErrorCode, type FieldError } from '@suanklang/shared';

/** A functional error: the code decides the HTTP status and the th/en message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  constructor(code: ErrorCode, fields?: FieldError[]) {
    super(code);
    this.code = code;
    this.fields = fields;
  }
  get statusCode(): number {
    return ERRORS[this.code].status;
  }
}

export const notFound = () => new AppError('ST006');
export const forbidden = () => new AppError('ST005');

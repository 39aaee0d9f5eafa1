import { expenseApi, meterImportRow, type ReplyOf } from '@suanklang/shared';
import { z } from 'zod';
import { call } from '../../../lib/http/call';
import { HttpError } from '../../../lib/http/errors';
import { notifyError } from '../../../lib/http/notify';

export type MeterImportRow = z.infer<typeof meterImportRow>;
export type MeterImportResult = ReplyOf<typeof expenseApi.importMeters>['data'];

/**
 * The rows of a refused file: nothing was saved. 400 EX004: some rows are wrong. 409 EX008
 * (`needsConfirmation`): only readings to confirm (a rollover, a use far above the usual), listed with what to
 * confirm among the rows' errors; the same file sent `confirmed` saves them.
 */
export class MeterImportRejected extends Error {
  readonly rows: MeterImportRow[];
  readonly errorCount: number;
  readonly needsConfirmation: boolean;
  constructor(message: string, rows: MeterImportRow[], errorCount: number, needsConfirmation = false) {
    super(message);
    this.name = 'MeterImportRejected';
    this.rows = rows;
    this.errorCount = errorCount;
    this.needsConfirmation = needsConfirmation;
  }
}

const rejectedBody = z.object({
  // A refusal of files without readings to confirm may leave the list out.
  rows: z.array(meterImportRow.extend({ confirm: z.array(z.string()).default([]) })),
  errorCount: z.number().int().optional(),
  confirmCount: z.number().int().optional(),
});

export type MeterImportInput = { file: File; month: string; meterTypeCode: string; confirmed?: boolean };

/**
 * The meter import (multipart: file, month, meterTypeCode): a CSV or XLSX of unitCode, currentMeter. When any
 * row is bad the server saves nothing and answers 400 EX004 with every row and its errors: that rejects with
 * MeterImportRejected, shown as a table; any other failure goes to the error dialog and rejects with HttpError.
 */
export async function importMeters(input: MeterImportInput): Promise<MeterImportResult> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  form.append('month', input.month);
  form.append('meterTypeCode', input.meterTypeCode);
  if (input.confirmed) form.append('confirmed', 'Y');
  try {
    const reply = await call(expenseApi.importMeters, { body: form }, { notify: false });
    return reply.data;
  } catch (error) {
    const refused =
      error instanceof HttpError && (error.code === 'EX004' || error.code === 'EX008')
        ? rejectedBody.safeParse(error.data)
        : null;
    if (refused?.success) {
      const confirmOnly = (error as HttpError).code === 'EX008';
      // What to confirm is read beside the errors, in the table's one result column.
      const rows = refused.data.rows.map((row) => ({ ...row, errors: [...row.errors, ...row.confirm] }));
      throw new MeterImportRejected(
        (error as HttpError).message,
        rows,
        confirmOnly
          ? (refused.data.confirmCount ?? rows.filter((row) => row.confirm.length > 0).length)
          : (refused.data.errorCount ?? rows.filter((row) => row.errors.length > 0).length),
        confirmOnly,
      );
    }
    if (error instanceof HttpError && error.status !== 401 && error.status !== 503) {
      notifyError({ status: error.status, message: error.message, code: error.code });
    }
    throw error;
  }
}

import { expenseApi, meterImportRow, type ReplyOf } from '@suanklang/shared';
import { z } from 'zod';
import { call } from '../../../lib/http/call';
import { HttpError } from '../../../lib/http/errors';
import { notifyError } from '../../../lib/http/notify';

export type MeterImportRow = z.infer<typeof meterImportRow>;
export type MeterImportResult = ReplyOf<typeof expenseApi.importMeters>['data'];

/** The rows of a refused file (HTTP 400, code EX004): nothing was saved. */
export class MeterImportRejected extends Error {
  readonly rows: MeterImportRow[];
  readonly errorCount: number;
  constructor(message: string, rows: MeterImportRow[], errorCount: number) {
    super(message);
    this.name = 'MeterImportRejected';
    this.rows = rows;
    this.errorCount = errorCount;
  }
}

const rejectedBody = z.object({ rows: z.array(meterImportRow), errorCount: z.number().int().optional() });

export type MeterImportInput = { file: File; month: string; meterTypeCode: string };

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
  try {
    const reply = await call(expenseApi.importMeters, { body: form }, { notify: false });
    return reply.data;
  } catch (error) {
    const refused =
      error instanceof HttpError && error.code === 'EX004' ? rejectedBody.safeParse(error.data) : null;
    if (refused?.success) {
      const { rows } = refused.data;
      throw new MeterImportRejected(
        (error as HttpError).message,
        rows,
        refused.data.errorCount ?? rows.filter((row) => row.errors.length > 0).length,
      );
    }
    if (error instanceof HttpError && error.status !== 401 && error.status !== 503) {
      notifyError({ status: error.status, message: error.message, code: error.code });
    }
    throw error;
  }
}

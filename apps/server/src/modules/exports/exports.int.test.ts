import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { issueInvoice } from '../../../test/receivables';
import { fileStorageFor } from '../../platform/files/storage';
import { inProcessQueue } from '../../platform/jobs';
import { exportJob, failInterruptedExports } from '.';

/**
 * The month's invoices printed by a job: the start call answers at once, the progress is polled, the PDF is
 * fetched when done. Only the user who asked finds the export, only in its property; a month with nothing to
 * print is refused at the start; an export that cannot finish says why.
 */
let t: TestApp;
const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;
const MONTH = '2031-04';
const invoiceNos: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const unitCode of ['A0101', 'A0102', 'A0103']) {
    const res = await issueInvoice(t, {
      unitCode,
      invoiceDate: `${MONTH}-03`,
      dueDate: `${MONTH}-18`,
      amounts: ['150.00'],
    });
    expect(res.statusCode, res.body).toBe(201);
    invoiceNos.push(res.json().data.invoiceNo as string);
  }
});
afterAll(() => t.close());

const start = (payload: Record<string, unknown>, as = 'viewer') =>
  t.call({ as, method: 'POST', url: '/exports/invoice-month', payload: { ...RVS, ...payload } });
const status = (id: string, as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/exports/${id}?propertyCode=${code}&lang=EN` });
const file = (id: string, as = 'viewer', code = 'RVS') =>
  t.call({ as, method: 'GET', url: `/exports/${id}/file?propertyCode=${code}&lang=EN` });

async function finished(id: string) {
  for (let i = 0; i < 200; i++) {
    const row = (await status(id)).json().data;
    if (row.status === 'DONE' || row.status === 'FAILED') return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export did not finish');
}

describe("the month's invoices as a job", () => {
  it('starts at once, reports progress to the end, and serves the PDF of every invoice of the month', async () => {
    const res = await start({ billingMonth: MONTH, docLang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data;
    expect(started).toMatchObject({ kind: 'INVOICE_MONTH_PDF', fileName: null, error: null });
    expect(['QUEUED', 'RUNNING', 'DONE']).toContain(started.status);
    const done = await finished(started.exportId);
    // Three invoices read, then three drawn.
    expect(done).toMatchObject({ status: 'DONE', done: 6, total: 6, fileName: `invoices-${MONTH}.pdf` });
    const pdf = await file(started.exportId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const no of invoiceNos) expect(text).toContain(no);
    expect(text).toMatch(/invoice/i);
  });

  it('is found only by the user who asked, in the property it was asked in', async () => {
    const { exportId } = (await start({ billingMonth: MONTH })).json().data;
    await finished(exportId);
    expect((await status(exportId, 'accountant')).statusCode).toBe(404);
    expect((await file(exportId, 'accountant')).statusCode).toBe(404);
    // The viewer has no role on SKV: refused before the export is looked for.
    expect((await status(exportId, 'viewer', 'SKV')).statusCode).toBe(403);
    expect((await file(exportId, 'admin', 'SKV')).statusCode).toBe(404);
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("removes the requester's finished exports older than a day, file and row, when the next one starts", async () => {
    const first = (await start({ billingMonth: MONTH })).json().data;
    await finished(first.exportId);
    await t.database.db
      .update(exportJob)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(exportJob.id, first.exportId));
    const [kept] = await t.database.db
      .select({ fileKey: exportJob.fileKey })
      .from(exportJob)
      .where(eq(exportJob.id, first.exportId));
    const fileKey = kept!.fileKey!;
    const store = fileStorageFor(t.config, t.database);
    expect(await store.get(fileKey)).not.toBeNull();
    const next = (await start({ billingMonth: MONTH })).json().data;
    await finished(next.exportId);
    expect((await status(first.exportId)).statusCode).toBe(404);
    expect(await t.database.db.select().from(exportJob).where(eq(exportJob.id, first.exportId))).toEqual([]);
    expect(await store.get(fileKey)).toBeNull();
    expect((await file(next.exportId)).statusCode).toBe(200);
  });

  it('refuses a month with nothing to print at the start, and a bad month or language', async () => {
    const none = await start({ billingMonth: '2040-01' });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('IN002');
    expect((await start({ billingMonth: '2031-13' })).statusCode).toBe(400);
    expect((await start({ billingMonth: MONTH, docLang: 'fr' })).statusCode).toBe(400);
  });

  it('fails what a restart interrupted, says why in the language of the call, and gives no file', async () => {
    const { exportId } = (await start({ billingMonth: MONTH })).json().data;
    await finished(exportId);
    // As if the process had stopped while the job was queued: the next start fails it (the embedded queue is gone).
    await t.database.db
      .update(exportJob)
      .set({ status: 'QUEUED', fileKey: null, fileName: null })
      .where(eq(exportJob.id, exportId));
    expect((await file(exportId)).statusCode).toBe(409);
    await failInterruptedExports(t.database.db, inProcessQueue());
    const failed = (await status(exportId)).json().data;
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/restart/);
    const th = await t.call({
      as: 'viewer',
      method: 'GET',
      url: `/exports/${exportId}?propertyCode=RVS&lang=TH`,
    });
    expect(th.json().data.error).toMatch(/เริ่มทำงานใหม่/);
    const gone = await file(exportId);
    expect(gone.statusCode).toBe(500);
    expect(gone.json().code).toBe('ST016');
  });
});

describe('ledger report files as a job', () => {
  const period = { periodFrom: `${MONTH}`, periodTo: `${MONTH}`, postedOnly: 'N' };
  const startReport = (body: Record<string, unknown>, as = 'accountant') =>
    t.call({ as, method: 'POST', url: '/exports/ledger-report', payload: { ...RVS, ...period, ...body } });
  const rowsOf = async (data: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    return book.worksheets[0]!.getSheetValues().filter(Boolean).length;
  };

  it('makes the same general ledger workbook as the call does, and the journal as a PDF', async () => {
    const res = await startReport({ report: 'ledger', format: 'xlsx', docLang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const { exportId } = res.json().data;
    let row = (
      await t.call({ as: 'accountant', method: 'GET', url: `/exports/${exportId}?propertyCode=RVS` })
    ).json().data;
    for (let i = 0; i < 200 && row.status !== 'DONE' && row.status !== 'FAILED'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      row = (
        await t.call({ as: 'accountant', method: 'GET', url: `/exports/${exportId}?propertyCode=RVS` })
      ).json().data;
    }
    expect(row).toMatchObject({ status: 'DONE', fileName: `general-ledger-RVS-${MONTH}-${MONTH}.xlsx` });
    const made = await file(exportId, 'accountant');
    expect(made.headers['content-type']).toContain('spreadsheetml');
    const direct = await t.call({
      as: 'accountant',
      method: 'GET',
      url: `/gl/ledger/excel?propertyCode=RVS&lang=EN&periodFrom=${MONTH}&periodTo=${MONTH}&postedOnly=N&docLang=en`,
    });
    expect(await rowsOf(made.rawPayload)).toBe(await rowsOf(direct.rawPayload));
    // The month's invoices are in it.
    const journal = (await startReport({ report: 'journal', format: 'pdf' })).json().data;
    await expect
      .poll(async () => (await status(journal.exportId, 'accountant')).json().data.status, {
        timeout: 10_000,
      })
      .toBe('DONE');
    const text = await pdfText((await file(journal.exportId, 'accountant')).rawPayload);
    expect(text).toContain(invoiceNos[0]);
  });

  it('is refused without the general ledger right, and with a bad report or format', async () => {
    expect((await startReport({ report: 'ledger', format: 'xlsx' }, 'approver')).statusCode).toBe(403);
    expect((await startReport({ report: 'trial', format: 'xlsx' })).statusCode).toBe(400);
    expect((await startReport({ report: 'ledger', format: 'docx' })).statusCode).toBe(400);
  });
});

import type { FastifyInstance } from 'fastify';
import {
  exportApi,
  ledgerReportsApi,
  parseLang,
  type Lang,
  type LedgerReportExport,
} from '@suanklang/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { property } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { JobQueue } from '../../platform/jobs';
import { route } from '../../platform/endpoint';
import { ok, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped, type PropertyScope } from '../../platform/request-context';
import { createExportsService, registerExportProducer } from '../exports';
import { accruedExpenseFile, cashBankFile, journalFile, ledgerFile } from './ledger-reports-export';
import { createLedgerReports } from './ledger-reports.service';
import { renderReportPdf, reportWorkbook, type ReportFile } from './report-files';

// Read with the G/L screen's right, as the trial balance is (its files too: no separate download right).
const VIEW = { object: 'DOCUMENT' } as const;
const tags = ['general-ledger'];
/** A ledger report made by a job may read for this long (a call's reports are bounded by REPORT_TIMEOUT_MS). */
const JOB_REPORT_TIMEOUT_MS = 10 * 60_000;
const FILE_KINDS: Record<LedgerReportExport['report'], string> = {
  ledger: 'general-ledger',
  journal: 'journal',
  cashBank: 'cash-bank',
  accruedExpense: 'accrued-expense',
};

/**
 * Ledger reports (000 s.7 general ledger reports; 001 Excel and PDF of the ledger, journal, cash and bank,
 * accrued expense): each on screen (paged where it lists lines) and as a workbook and an A4 landscape PDF.
 */
export async function ledgerReportsRoutes(
  app: FastifyInstance,
  opts: { db: Db; reportTimeoutMs: number; jobs: JobQueue; storage: FileStorage },
): Promise<void> {
  const reports = createLedgerReports(opts.db, { timeoutMs: opts.reportTimeoutMs });
  const exports = createExportsService(opts.db, opts.jobs, opts.storage);
  const fileLang = (q: { docLang?: Lang | undefined }, lang: Lang) => parseLang(q.docLang ?? lang);
  const nameOf = (property: PropertyScope, lang: Lang) => (lang === 'en' ? property.nameEn : property.nameTh);
  const base = (kind: string, property: PropertyScope, q: { periodFrom: string; periodTo: string }) =>
    `${kind}-${property.code}-${q.periodFrom}-${q.periodTo}`;
  const excel = async (file: ReportFile, fileName: string) => ({
    data: await reportWorkbook(file),
    fileName: `${fileName}.xlsx`,
  });
  const pdf = async (file: ReportFile, fileName: string) => ({
    pdf: await renderReportPdf(file),
    fileName: `${fileName}.pdf`,
  });

  route(app, ledgerReportsApi.ledger, { config: VIEW, tags }, async (req) => {
    const actor = scoped(req.ctx);
    return ok(req.ctx.lang, await reports.ledger(actor, req.query, actor.lang));
  });
  for (const [endpoint, write] of [
    [ledgerReportsApi.ledgerExcel, excel],
    [ledgerReportsApi.ledgerPdf, pdf],
  ] as const)
    route(app, endpoint, { config: VIEW, tags }, async (req, reply) => {
      const actor = scoped(req.ctx);
      const lang = fileLang(req.query, actor.lang);
      const report = await reports.ledger(actor, { ...req.query, pageSize: 0 }, lang, true);
      const file = await write(
        ledgerFile(report, lang, nameOf(actor.property, lang)),
        base('general-ledger', actor.property, req.query),
      );
      return 'pdf' in file ? sendPdf(reply, file) : sendXlsx(reply, file);
    });

  route(app, ledgerReportsApi.journal, { config: VIEW, tags }, async (req) => {
    const actor = scoped(req.ctx);
    return ok(req.ctx.lang, await reports.journal(actor, req.query, actor.lang));
  });
  for (const [endpoint, write] of [
    [ledgerReportsApi.journalExcel, excel],
    [ledgerReportsApi.journalPdf, pdf],
  ] as const)
    route(app, endpoint, { config: VIEW, tags }, async (req, reply) => {
      const actor = scoped(req.ctx);
      const lang = fileLang(req.query, actor.lang);
      const report = await reports.journal(actor, { ...req.query, pageSize: 0 }, lang, true);
      const file = await write(
        journalFile(report, lang, nameOf(actor.property, lang)),
        base('journal', actor.property, req.query),
      );
      return 'pdf' in file ? sendPdf(reply, file) : sendXlsx(reply, file);
    });

  route(app, ledgerReportsApi.cashBank, { config: VIEW, tags }, async (req) => {
    const actor = scoped(req.ctx);
    return ok(req.ctx.lang, await reports.cashBank(actor, req.query, actor.lang));
  });
  for (const [endpoint, write] of [
    [ledgerReportsApi.cashBankExcel, excel],
    [ledgerReportsApi.cashBankPdf, pdf],
  ] as const)
    route(app, endpoint, { config: VIEW, tags }, async (req, reply) => {
      const actor = scoped(req.ctx);
      const lang = fileLang(req.query, actor.lang);
      const report = await reports.cashBank(actor, req.query, lang);
      const file = await write(
        cashBankFile(report, lang, nameOf(actor.property, lang)),
        base('cash-bank', actor.property, req.query),
      );
      return 'pdf' in file ? sendPdf(reply, file) : sendXlsx(reply, file);
    });

  route(app, ledgerReportsApi.accruedExpense, { config: VIEW, tags }, async (req) => {
    const actor = scoped(req.ctx);
    return ok(req.ctx.lang, await reports.accruedExpense(actor, req.query, actor.lang));
  });
  for (const [endpoint, write] of [
    [ledgerReportsApi.accruedExpenseExcel, excel],
    [ledgerReportsApi.accruedExpensePdf, pdf],
  ] as const)
    route(app, endpoint, { config: VIEW, tags }, async (req, reply) => {
      const actor = scoped(req.ctx);
      const lang = fileLang(req.query, actor.lang);
      const report = await reports.accruedExpense(actor, { ...req.query, pageSize: 0 }, lang, true);
      const file = await write(
        accruedExpenseFile(report, lang, nameOf(actor.property, lang)),
        base('accrued-expense', actor.property, req.query),
      );
      return 'pdf' in file ? sendPdf(reply, file) : sendXlsx(reply, file);
    });

  /**
   * The same files made by a job (exports): a year of a big book's lines may take longer than a call, or than a
   * report's time limit. The job reads within its own limit (JOB_REPORT_TIMEOUT_MS).
   */
  registerExportProducer<LedgerReportExport>('LEDGER_REPORT', async (work) => {
    const [row] = await work.db.select().from(property).where(eq(property.id, work.propertyId));
    if (!row) throw new AppError('ST006');
    const actor = { property: { id: row.id, code: row.code, nameTh: row.nameTh, nameEn: row.nameEn } };
    const q = work.params;
    const lang = parseLang(q.docLang ?? work.lang);
    const slow = createLedgerReports(work.db, { timeoutMs: JOB_REPORT_TIMEOUT_MS });
    await work.progress(0, 2);
    const name = nameOf(actor.property, lang);
    const file =
      q.report === 'ledger'
        ? ledgerFile(await slow.ledger(actor, { ...q, pageSize: 0 }, lang, true), lang, name)
        : q.report === 'journal'
          ? journalFile(await slow.journal(actor, { ...q, pageSize: 0 }, lang, true), lang, name)
          : q.report === 'cashBank'
            ? cashBankFile(await slow.cashBank(actor, q, lang), lang, name)
            : accruedExpenseFile(
                await slow.accruedExpense(actor, { ...q, pageSize: 0 }, lang, true),
                lang,
                name,
              );
    await work.progress(1, 2);
    const fileName = base(FILE_KINDS[q.report], actor.property, q);
    const made = q.format === 'pdf' ? await pdf(file, fileName) : await excel(file, fileName);
    return 'pdf' in made
      ? { data: made.pdf, fileName: made.fileName, contentType: 'application/pdf' }
      : {
          data: made.data,
          fileName: made.fileName,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        };
  });

  route(app, exportApi.ledgerReport, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await exports.start(scoped(req.ctx), 'LEDGER_REPORT', req.body)),
  );
}

import type { FastifyInstance } from 'fastify';
import { ledgerReportsApi, parseLang, type Lang } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { ok, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped, type PropertyScope } from '../../platform/request-context';
import { accruedExpenseFile, cashBankFile, journalFile, ledgerFile } from './ledger-reports-export';
import { createLedgerReports } from './ledger-reports.service';
import { renderReportPdf, reportWorkbook, type ReportFile } from './report-files';

// Read with the G/L screen's right, as the trial balance is (its files too: no separate download right).
const VIEW = { object: 'DOCUMENT' } as const;
const tags = ['general-ledger'];

/**
 * Ledger reports (000 s.7 general ledger reports; 001 Excel and PDF of the ledger, journal, cash and bank,
 * accrued expense): each on screen (paged where it lists lines) and as a workbook and an A4 landscape PDF.
 */
export async function ledgerReportsRoutes(
  app: FastifyInstance,
  opts: { db: Db; reportTimeoutMs: number },
): Promise<void> {
  const reports = createLedgerReports(opts.db, { timeoutMs: opts.reportTimeoutMs });
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
}

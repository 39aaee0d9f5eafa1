import type { FastifyInstance } from 'fastify';
import { exportApi, invoiceApi, parseLang, type Lang } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { JobQueue } from '../../platform/jobs';
import { route } from '../../platform/endpoint';
import { list, ok, pagedList, sendPdf } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createExportsService, registerExportProducer } from '../exports';
import { createInvoicesService } from './invoices.service';
import './usage';

const VIEW = { object: 'INVOICE' } as const;
const EDIT = { object: 'INVOICE_EDIT' } as const;
const tags = ['invoices'];
type MonthPrint = { billingMonth: string; docLang: Lang };

/** Invoices under /invoices (000 s.7), the month's bulk print and the rename call of the second service. */
export async function invoicesRoutes(
  app: FastifyInstance,
  opts: { db: Db; jobs: JobQueue; storage: FileStorage },
): Promise<void> {
  const invoices = createInvoicesService(opts.db);
  const exports = createExportsService(opts.db, opts.jobs, opts.storage);
  // The month's print as a job: a thousand invoices take longer than a call should.
  registerExportProducer<MonthPrint>('INVOICE_MONTH_PDF', async (work) => {
    const { pdf, fileName } = await createInvoicesService(work.db).monthPdf(
      { property: { id: work.propertyId } },
      work.params.billingMonth,
      work.params.docLang,
      work.progress,
    );
    return { data: pdf, fileName, contentType: 'application/pdf' };
  });

  route(app, invoiceApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await invoices.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });

  route(app, invoiceApi.unit, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await invoices.unitInfo(scoped(req.ctx), req.query.unitCode)),
  );

  route(app, invoiceApi.printOptions, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, invoices.printOptions(req.ctx.lang)),
  );

  // The draft call saves the same body but never issues.
  for (const [e, issueAllowed] of [
    [invoiceApi.save, true],
    [invoiceApi.saveDraft, false],
  ] as const) {
    route(app, e, { config: EDIT, tags }, async (req, reply) => {
      const saved = await invoices.save(scoped(req.ctx), {
        ...req.body,
        issue: issueAllowed && req.body.issue,
      });
      const status = req.body.invoiceId ? 200 : 201;
      return reply.status(status).send(ok(req.ctx.lang, saved, status));
    });
  }

  route(app, invoiceApi.saveExpenses, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await invoices.saveExpenses(scoped(req.ctx), req.body)),
  );

  route(app, invoiceApi.issue, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await invoices.issue(scoped(req.ctx), req.body.invoiceId)),
  );

  route(app, invoiceApi.cancel, { config: EDIT, tags }, async (req) => {
    await invoices.cancel(scoped(req.ctx), req.body.invoiceId, req.body.reason);
    return ok(req.ctx.lang, { invoiceId: req.body.invoiceId });
  });

  route(app, invoiceApi.customerDetail, { config: EDIT, tags }, async (req) => {
    await invoices.customerDetail(scoped(req.ctx), req.body);
    return ok(req.ctx.lang, { invoiceId: req.body.invoiceId });
  });

  route(app, invoiceApi.rename, { config: EDIT, tags }, async (req) => {
    await invoices.rename(scoped(req.ctx), req.params.docNo, req.body.customerCode);
    return ok(req.ctx.lang, { invoiceNo: req.params.docNo.toUpperCase() });
  });

  route(app, invoiceApi.print, { config: VIEW, tags }, async (req, reply) =>
    sendPdf(
      reply,
      await invoices.pdf(scoped(req.ctx), req.params.id, parseLang(req.query.docLang ?? req.ctx.lang)),
    ),
  );

  route(app, invoiceApi.printMonth, { config: VIEW, tags }, async (req, reply) =>
    sendPdf(
      reply,
      await invoices.monthPdf(scoped(req.ctx), req.body.billingMonth, req.body.docLang ?? req.ctx.lang),
    ),
  );

  route(app, exportApi.invoiceMonth, { config: VIEW, tags }, async (req) => {
    const actor = scoped(req.ctx);
    const { billingMonth } = req.body;
    // A month with nothing to print says so at once, not after a job.
    if ((await invoices.monthInvoiceIds(actor.property.id, billingMonth)).length === 0)
      throw new AppError('IN002');
    const print: MonthPrint = { billingMonth, docLang: req.body.docLang ?? req.ctx.lang };
    return ok(req.ctx.lang, await exports.start(actor, 'INVOICE_MONTH_PDF', print));
  });

  route(app, invoiceApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await invoices.detail(scoped(req.ctx), req.params.id)),
  );
}

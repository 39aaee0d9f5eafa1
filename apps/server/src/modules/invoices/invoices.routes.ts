import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkPrintBody,
  invoiceCancel,
  invoiceCustomerDetail,
  invoiceDetailReply,
  invoiceIssue,
  invoiceRename,
  invoiceExpenseSave,
  invoiceSave,
  invoiceSaved,
  invoiceSearchBody,
  invoiceSearchReply,
  invoiceUnitReply,
  parseLang,
  printOptionReply,
  propertyScoped,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok, sendPdf } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createInvoicesService } from './invoices.service';
import './usage';

const VIEW = { object: 'INVOICE' } as const;
const EDIT = { object: 'INVOICE_EDIT' } as const;
const tags = ['invoices'];
const idParams = z.object({ id: z.string().uuid() });

/** Invoices under /invoices (000 s.7), the month's bulk print and the rename call of the second service. */
export async function invoicesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const invoices = createInvoicesService(opts.db);

  r.post(
    '/invoices/search',
    { config: VIEW, schema: { tags, body: invoiceSearchBody, response: { 200: invoiceSearchReply } } },
    async (req) => {
      const { rows, paging } = await invoices.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.get(
    '/invoices/unit',
    {
      config: VIEW,
      schema: {
        tags,
        querystring: propertyScoped.extend({ unitCode: z.string().min(1).max(20) }),
        response: { 200: invoiceUnitReply },
      },
    },
    async (req) => ok(req.ctx.lang, await invoices.unitInfo(scoped(req.ctx), req.query.unitCode)),
  );

  r.get(
    '/invoices/print/option',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: printOptionReply } } },
    async (req) => list(req.ctx.lang, invoices.printOptions(req.ctx.lang)),
  );

  const save =
    (issueAllowed: boolean) =>
    async (
      req: { ctx: Parameters<typeof scoped>[0]; body: z.infer<typeof invoiceSave> },
      reply: FastifyReply,
    ) => {
      const saved = await invoices.save(scoped(req.ctx), {
        ...req.body,
        issue: issueAllowed && req.body.issue,
      });
      const status = req.body.invoiceId ? 200 : 201;
      return reply.status(status).send(ok(req.ctx.lang, saved, status));
    };
  r.post(
    '/invoices/save',
    { config: EDIT, schema: { tags, body: invoiceSave, response: { 200: invoiceSaved, 201: invoiceSaved } } },
    save(true),
  );
  r.post(
    '/invoices/print/draft/save',
    { config: EDIT, schema: { tags, body: invoiceSave, response: { 200: invoiceSaved, 201: invoiceSaved } } },
    save(false),
  );
  r.post(
    '/invoices/expense/save',
    { config: EDIT, schema: { tags, body: invoiceExpenseSave, response: { 200: invoiceSaved } } },
    async (req) => ok(req.ctx.lang, await invoices.saveExpenses(scoped(req.ctx), req.body)),
  );

  r.post(
    '/invoices/issue',
    { config: EDIT, schema: { tags, body: invoiceIssue, response: { 200: invoiceSaved } } },
    async (req) => ok(req.ctx.lang, await invoices.issue(scoped(req.ctx), req.body.invoiceId)),
  );

  r.put('/invoices/cancel', { config: EDIT, schema: { tags, body: invoiceCancel } }, async (req) => {
    await invoices.cancel(scoped(req.ctx), req.body.invoiceId, req.body.reason);
    return ok(req.ctx.lang, { invoiceId: req.body.invoiceId });
  });

  r.put(
    '/invoices/customerDetail',
    { config: EDIT, schema: { tags, body: invoiceCustomerDetail } },
    async (req) => {
      await invoices.customerDetail(scoped(req.ctx), req.body);
      return ok(req.ctx.lang, { invoiceId: req.body.invoiceId });
    },
  );

  r.put(
    '/api/v1/invoices/:docNo',
    {
      config: EDIT,
      schema: { tags, params: z.object({ docNo: z.string().min(1).max(20) }), body: invoiceRename },
    },
    async (req) => {
      await invoices.rename(scoped(req.ctx), req.params.docNo, req.body.customerCode);
      return ok(req.ctx.lang, { invoiceNo: req.params.docNo.toUpperCase() });
    },
  );

  r.get(
    '/invoices/:id/print',
    {
      config: VIEW,
      schema: {
        tags,
        params: idParams,
        querystring: propertyScoped.extend({ docLang: z.string().optional() }),
      },
    },
    async (req, reply) =>
      sendPdf(
        reply,
        await invoices.pdf(scoped(req.ctx), req.params.id, parseLang(req.query.docLang ?? req.ctx.lang)),
      ),
  );

  r.post(
    '/api/v1/reports/invoice/expenses/office',
    { config: VIEW, schema: { tags, body: bulkPrintBody } },
    async (req, reply) =>
      sendPdf(
        reply,
        await invoices.monthPdf(scoped(req.ctx), req.body.billingMonth, req.body.docLang ?? req.ctx.lang),
      ),
  );

  r.get(
    '/invoices/:id',
    {
      config: VIEW,
      schema: { tags, params: idParams, querystring: propertyScoped, response: { 200: invoiceDetailReply } },
    },
    async (req) => ok(req.ctx.lang, await invoices.detail(scoped(req.ctx), req.params.id)),
  );
}

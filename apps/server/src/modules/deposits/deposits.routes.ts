import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  billPaymentImportBody,
  billPaymentImportListReply,
  billPaymentImportQuery,
  billPaymentImportReply,
  depositCancel,
  depositDetailReply,
  depositSave,
  depositSaved,
  depositSearchBody,
  depositSearchReply,
  parseLang,
  propertyScoped,
  ruleMessage,
  undepositedReply,
  type AttachmentPolicy,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY } from '../../platform/files/table-import';
import { list, ok, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createBillPaymentService } from './bill-payment.service';
import { createDepositsService } from './deposits.service';

const VIEW = { object: 'DEPOSIT' } as const;
// The rights hook takes one object per route: reconciliation (which also writes receipts) needs DEPOSIT_EDIT.
const EDIT = { object: 'DEPOSIT_EDIT' } as const;
const tags = ['deposits'];
const idParams = z.object({ id: z.string().uuid() });

/** Bank files come as .txt (fixed width), .csv or without a meaningful extension such as .dat. */
const BILL_PAYMENT_POLICY: AttachmentPolicy = { ...IMPORT_POLICY, extensions: ['txt', 'csv', 'dat'] };

/**
 * Deposits (000 s.7 "Deposits"): search, detail, save, cancel, print, the undeposited cash and cheques
 * (receipts/voucher), and the bill-payment (mPay) reconciliation, also under the receipts service's names
 * (001: GET mpay, mpay/{transactionID}, reconcile; POST reconcile, reconcile/commit, reconcile/excel).
 */
export async function depositsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deposits = createDepositsService(opts.db);
  const billPayments = createBillPaymentService(opts.db);
  await app.register(multipart);

  r.post(
    '/deposits/search',
    { config: VIEW, schema: { tags, body: depositSearchBody, response: { 200: depositSearchReply } } },
    async (req) => {
      const { rows, paging } = await deposits.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  for (const url of ['/deposits/receipts/voucher', '/receipts/voucher']) {
    r.get(
      url,
      { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: undepositedReply } } },
      async (req) => list(req.ctx.lang, await deposits.undeposited(scoped(req.ctx))),
    );
  }

  r.get(
    '/deposits/bank-accounts',
    { config: VIEW, schema: { tags, querystring: propertyScoped } },
    async (req) => list(req.ctx.lang, await deposits.bankAccounts(scoped(req.ctx))),
  );

  r.post(
    '/deposits/save',
    { config: EDIT, schema: { tags, body: depositSave, response: { 201: depositSaved } } },
    async (req, reply) =>
      reply.status(201).send(ok(req.ctx.lang, await deposits.save(scoped(req.ctx), req.body), 201)),
  );

  r.put('/deposits/cancel', { config: EDIT, schema: { tags, body: depositCancel } }, async (req) => {
    await deposits.cancel(scoped(req.ctx), req.body.depositId, req.body.reason);
    return ok(req.ctx.lang, { depositId: req.body.depositId });
  });

  // ----- bill-payment reconciliation -----
  async function upload(req: FastifyRequest) {
    const actor = scoped(req.ctx);
    const { uploads } = await readForm(req, propertyScoped, BILL_PAYMENT_POLICY, {
      propertyCode: actor.property.code,
      lang: actor.lang,
    });
    const file = uploads[0];
    if (!file)
      throw new AppError('ST001', [
        { path: 'file', rule: 'fileRequired', message: ruleMessage(actor.lang, 'fileRequired') },
      ]);
    return ok(actor.lang, await billPayments.upload(actor, { fileName: file.fileName, data: file.data }));
  }
  for (const url of ['/deposits/mpay', '/receipts/reconcile']) {
    r.post(
      url,
      {
        config: EDIT,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: billPaymentImportReply } },
      },
      upload,
    );
    r.get(
      url,
      {
        config: VIEW,
        schema: { tags, querystring: billPaymentImportQuery, response: { 200: billPaymentImportReply } },
      },
      async (req) => ok(req.ctx.lang, await billPayments.get(scoped(req.ctx), req.query.id)),
    );
    r.post(
      `${url}/commit`,
      {
        config: EDIT,
        schema: { tags, body: billPaymentImportBody, response: { 200: billPaymentImportReply } },
      },
      async (req) => ok(req.ctx.lang, await billPayments.commit(scoped(req.ctx), req.body.importId)),
    );
    r.post(
      `${url}/excel`,
      { config: VIEW, schema: { tags, body: billPaymentImportBody } },
      async (req, reply) => sendXlsx(reply, await billPayments.excel(scoped(req.ctx), req.body.importId)),
    );
  }
  r.get(
    '/receipts/mpay',
    {
      config: VIEW,
      schema: { tags, querystring: propertyScoped, response: { 200: billPaymentImportListReply } },
    },
    async (req) => list(req.ctx.lang, await billPayments.list(scoped(req.ctx))),
  );
  // 001 lists POST mpay too: the same list, for clients that send the scope in a body.
  r.post(
    '/receipts/mpay',
    { config: VIEW, schema: { tags, body: propertyScoped, response: { 200: billPaymentImportListReply } } },
    async (req) => list(req.ctx.lang, await billPayments.list(scoped(req.ctx))),
  );
  r.get(
    '/receipts/mpay/:transactionID',
    {
      config: VIEW,
      schema: {
        tags,
        params: z.object({ transactionID: z.string().uuid() }),
        querystring: propertyScoped,
        response: { 200: billPaymentImportReply },
      },
    },
    async (req) => ok(req.ctx.lang, await billPayments.get(scoped(req.ctx), req.params.transactionID)),
  );

  r.get(
    '/deposits/:id/print',
    {
      config: VIEW,
      schema: {
        tags,
        params: idParams,
        querystring: propertyScoped.extend({ docLang: z.string().optional() }),
      },
    },
    async (req, reply) => {
      const file = await deposits.pdf(
        scoped(req.ctx),
        req.params.id,
        parseLang(req.query.docLang ?? req.ctx.lang),
      );
      return sendPdf(reply, file);
    },
  );

  r.get(
    '/deposits/:id',
    {
      config: VIEW,
      schema: { tags, params: idParams, querystring: propertyScoped, response: { 200: depositDetailReply } },
    },
    async (req) => ok(req.ctx.lang, await deposits.detail(scoped(req.ctx), req.params.id)),
  );
}

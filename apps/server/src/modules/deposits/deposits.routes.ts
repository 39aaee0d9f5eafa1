import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { depositApi, parseLang, propertyScoped, ruleMessage, type AttachmentPolicy } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY } from '../../platform/files/table-import';
import { list, ok, sendPdf, sendXlsx, pagedList } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createBillPaymentService } from './bill-payment.service';
import { createDepositsService } from './deposits.service';

const VIEW = { object: 'DEPOSIT' } as const;
// The rights hook takes one object per route: reconciliation (which also writes receipts) needs DEPOSIT_EDIT.
const EDIT = { object: 'DEPOSIT_EDIT' } as const;
const tags = ['deposits'];

/** Bank files come as .txt (fixed width), .csv or without a meaningful extension such as .dat. */
const BILL_PAYMENT_POLICY: AttachmentPolicy = { ...IMPORT_POLICY, extensions: ['txt', 'csv', 'dat'] };

/**
 * Deposits (000 s.7 "Deposits"): search, detail, save, cancel, print, the undeposited cash and cheques
 * (receipts/voucher), and the bill-payment (mPay) reconciliation, also under the receipts service's names
 * (001: GET mpay, mpay/{transactionID}, reconcile; POST reconcile, reconcile/commit, reconcile/excel).
 */
export async function depositsRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const deposits = createDepositsService(opts.db);
  const billPayments = createBillPaymentService(opts.db);
  await app.register(multipart);

  route(app, depositApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await deposits.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });
  for (const e of [depositApi.undeposited, depositApi.receiptVouchers]) {
    route(app, e, { config: VIEW, tags }, async (req) =>
      list(req.ctx.lang, await deposits.undeposited(scoped(req.ctx))),
    );
  }
  route(app, depositApi.bankAccounts, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await deposits.bankAccounts(scoped(req.ctx))),
  );
  route(app, depositApi.save, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await deposits.save(scoped(req.ctx), req.body), 201)),
  );
  route(app, depositApi.cancel, { config: EDIT, tags }, async (req) => {
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
  for (const calls of [depositApi.billPayment, depositApi.reconcile]) {
    route(app, calls.upload, { config: EDIT, tags }, upload);
    route(app, calls.get, { config: VIEW, tags }, async (req) =>
      ok(req.ctx.lang, await billPayments.get(scoped(req.ctx), req.query.id)),
    );
    route(app, calls.commit, { config: EDIT, tags }, async (req) =>
      ok(req.ctx.lang, await billPayments.commit(scoped(req.ctx), req.body.importId)),
    );
    route(app, calls.excel, { config: VIEW, tags }, async (req, reply) =>
      sendXlsx(reply, await billPayments.excel(scoped(req.ctx), req.body.importId)),
    );
  }
  for (const e of [depositApi.billPayments, depositApi.billPaymentsPost]) {
    route(app, e, { config: VIEW, tags }, async (req) =>
      list(req.ctx.lang, await billPayments.list(scoped(req.ctx))),
    );
  }
  route(app, depositApi.billPaymentByTransaction, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await billPayments.get(scoped(req.ctx), req.params.transactionID)),
  );

  route(app, depositApi.print, { config: VIEW, tags }, async (req, reply) => {
    const file = await deposits.pdf(
      scoped(req.ctx),
      req.params.id,
      parseLang(req.query.docLang ?? req.ctx.lang),
    );
    return sendPdf(reply, file);
  });
  route(app, depositApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await deposits.detail(scoped(req.ctx), req.params.id)),
  );
}

import type { FastifyInstance } from 'fastify';
import { parseLang, paymentVoucherApi } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok, pagedList, sendPdf, sendTextFile } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createPaymentVoucherService } from './payment-vouchers.service';

const VIEW = { object: 'PAYMENT_VOUCHER' } as const;
const EDIT = { object: 'PAYMENT_VOUCHER_EDIT' } as const;
/** A cheque book decides where money goes from: administration, as the bank accounts themselves. */
const ADMIN = { object: 'PROPERTY_ADMIN' } as const;
const tags = ['payment-vouchers'];

/** Payment vouchers and cheque books under /paymentvoucher (paths ours: docs/decisions.md "Payables"). */
export async function paymentVoucherRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const vouchers = createPaymentVoucherService(opts.db);

  route(app, paymentVoucherApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await vouchers.search(scoped(req.ctx), req.body);
    return pagedList(req.ctx.lang, rows, paging);
  });
  route(app, paymentVoucherApi.payable, { config: EDIT, tags }, async (req) =>
    list(req.ctx.lang, await vouchers.payable(scoped(req.ctx), req.query.supplierCode)),
  );
  route(app, paymentVoucherApi.bankAccounts, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await vouchers.bankAccounts(scoped(req.ctx))),
  );
  route(app, paymentVoucherApi.chequeBooks, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await vouchers.chequeBooks(scoped(req.ctx), req.query.accountCode)),
  );
  route(app, paymentVoucherApi.saveChequeBook, { config: ADMIN, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await vouchers.saveChequeBook(scoped(req.ctx), req.body), 201)),
  );
  route(app, paymentVoucherApi.save, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await vouchers.save(scoped(req.ctx), req.body), 201)),
  );
  route(app, paymentVoucherApi.cancel, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await vouchers.cancel(scoped(req.ctx), req.body.paymentVoucherNo, req.body.reason)),
  );
  // The month's tax file carries the payees' tax IDs and addresses: the voucher clerk's, not every reader's.
  route(app, paymentVoucherApi.taxExport, { config: EDIT, tags }, async (req, reply) =>
    sendTextFile(reply, await vouchers.taxFile(scoped(req.ctx), req.query.month, req.query.form)),
  );
  route(app, paymentVoucherApi.taxStatus, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await vouchers.taxStatus(scoped(req.ctx), req.query.year)),
  );
  route(app, paymentVoucherApi.taxSubmit, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await vouchers.taxSubmit(scoped(req.ctx), req.body)),
  );
  route(app, paymentVoucherApi.taxFail, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await vouchers.taxFail(scoped(req.ctx), req.body)),
  );
  route(app, paymentVoucherApi.onlineCheck, { config: EDIT, tags }, async (req) =>
    ok(req.ctx.lang, await vouchers.onlineCheck(scoped(req.ctx), req.query.supplierCode)),
  );
  // Where the money goes: the voucher clerk's, as the tax file.
  route(app, paymentVoucherApi.bankExport, { config: EDIT, tags }, async (req, reply) =>
    sendTextFile(reply, await vouchers.bankFile(scoped(req.ctx), req.query)),
  );
  route(app, paymentVoucherApi.pdf, { config: VIEW, tags }, async (req, reply) =>
    sendPdf(
      reply,
      await vouchers.pdf(scoped(req.ctx), req.params.no, parseLang(req.query.docLang ?? req.ctx.lang)),
    ),
  );
  route(app, paymentVoucherApi.certificatePdf, { config: VIEW, tags }, async (req, reply) =>
    sendPdf(
      reply,
      await vouchers.certificatePdf(
        scoped(req.ctx),
        req.params.no,
        parseLang(req.query.docLang ?? req.ctx.lang),
      ),
    ),
  );
  // Registered last so the fixed paths above win.
  route(app, paymentVoucherApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await vouchers.detail(scoped(req.ctx), req.params.no)),
  );
}

import type { FastifyInstance } from 'fastify';
import { accountStatementApi, parseLang, type AccountStatementParty } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { ok, sendPdf, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createAccountStatementsService } from './account-statements.service';

const tags = ['statements'];

/**
 * The statement of account of a customer (the right to view customers) and of a unit (the right to view units),
 * on screen, as PDF and as Excel. Another property's code is not found (CU003 / UN002).
 */
export async function accountStatementsRoutes(
  app: FastifyInstance,
  opts: { db: Db; reportTimeoutMs: number },
): Promise<void> {
  const statements = createAccountStatementsService(opts.db, { timeoutMs: opts.reportTimeoutMs });
  const parties = [
    {
      kind: 'customer',
      config: { object: 'SETTING_CUSTOMER' },
      json: accountStatementApi.customer,
      pdf: accountStatementApi.customerPdf,
      excel: accountStatementApi.customerExcel,
    },
    {
      kind: 'unit',
      config: { object: 'SETTING_UNIT' },
      json: accountStatementApi.unit,
      pdf: accountStatementApi.unitPdf,
      excel: accountStatementApi.unitExcel,
    },
  ] as const;

  for (const p of parties) {
    const kind: AccountStatementParty = p.kind;
    route(app, p.json, { config: p.config, tags }, async (req) =>
      ok(req.ctx.lang, await statements.statement(scoped(req.ctx), kind, req.params.code, req.query)),
    );
    route(app, p.pdf, { config: p.config, tags }, async (req, reply) =>
      sendPdf(
        reply,
        await statements.pdf(
          scoped(req.ctx),
          kind,
          req.params.code,
          req.query,
          parseLang(req.query.docLang ?? req.ctx.lang),
        ),
      ),
    );
    route(app, p.excel, { config: p.config, tags }, async (req, reply) =>
      sendXlsx(
        reply,
        await statements.excel(
          scoped(req.ctx),
          kind,
          req.params.code,
          req.query,
          parseLang(req.query.docLang ?? req.ctx.lang),
        ),
      ),
    );
  }
}

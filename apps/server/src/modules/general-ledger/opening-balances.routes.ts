import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { openingBalanceApi, propertyScoped, ruleMessage } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readForm } from '../../platform/files/multipart';
import { IMPORT_POLICY, readImportTable } from '../../platform/files/table-import';
import { ok, sendXlsx } from '../../platform/reply';
import { scoped } from '../../platform/request-context';
import { createGlService } from './gl.service';

// The set-up of the book: the G/L screen's edit right here, the period-closing right in the service.
const EDIT = { object: 'DOCUMENT_EDIT' } as const;
const tags = ['general-ledger'];

/** Opening balances at go-live (issue 10): the template, the check of a filled file, the posting. */
export async function openingBalancesRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  // Multipart is parsed only inside this plugin, by the handler, after the scope hook checked the property.
  await app.register(multipart);
  const gl = createGlService(opts.db);

  route(app, openingBalanceApi.template, { config: EDIT, tags }, async (req, reply) =>
    sendXlsx(reply, {
      data: await gl.openingBalanceTemplate(scoped(req.ctx)),
      fileName: `opening-balances-${req.ctx.property?.code ?? ''}.xlsx`,
    }),
  );
  route(
    app,
    openingBalanceApi.check,
    { config: EDIT, tags, description: 'multipart/form-data: file; lang and propertyCode in the query.' },
    async (req) => {
      const actor = scoped(req.ctx);
      const { uploads } = await readForm(req, propertyScoped, IMPORT_POLICY, {
        propertyCode: actor.property.code,
        lang: actor.lang,
      });
      const file = uploads[0];
      if (!file)
        throw new AppError('ST001', [
          { path: 'file', rule: 'fileRequired', message: ruleMessage(actor.lang, 'fileRequired') },
        ]);
      return ok(actor.lang, await gl.checkOpeningBalances(actor, await readImportTable(file, actor.lang)));
    },
  );
  route(app, openingBalanceApi.post, { config: EDIT, tags }, async (req, reply) =>
    reply.status(201).send(ok(req.ctx.lang, await gl.postOpeningBalances(scoped(req.ctx), req.body), 201)),
  );
}

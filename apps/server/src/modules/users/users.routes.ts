import type { FastifyInstance } from 'fastify';
import { userApi, personName } from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { route } from '../../platform/endpoint';
import { list, ok } from '../../platform/reply';
import { scoped, signedIn } from '../../platform/request-context';
import { createUsersService } from './users.service';

const VIEW = { object: 'SETTING_USER' } as const;
const EDIT = { object: 'SETTING_USER_EDIT' } as const;
const tags = ['users'];

/** Users (settings main-user) and the signed-in user's own calls (`userApi`). */
export async function usersRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const users = createUsersService(opts.db);

  route(app, userApi.me, { config: { scope: 'none' }, tags }, async (req) => {
    const { id, ...user } = signedIn(req.ctx);
    return ok(req.ctx.lang, { userId: id, ...user });
  });

  route(app, userApi.profile, { config: { scope: 'none' }, tags }, async (req) =>
    ok(req.ctx.lang, await users.profile(signedIn(req.ctx))),
  );

  route(app, userApi.search, { config: VIEW, tags }, async (req) => {
    const { rows, paging } = await users.search(scoped(req.ctx), req.body);
    return list(req.ctx.lang, rows, paging);
  });

  route(app, userApi.options, { config: VIEW, tags }, async (req) => {
    const { rows } = await users.search(scoped(req.ctx), {
      ...req.query,
      page: 1,
      pageSize: 500,
      active: 'Y',
    });
    return list(
      req.ctx.lang,
      rows.map((u) => ({ userId: u.userId, name: personName(u, req.ctx.lang) ?? u.username })),
    );
  });

  route(app, userApi.filter, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await users.filter(scoped(req.ctx), req.ctx.lang)),
  );

  route(app, userApi.positions, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, (await users.filter(scoped(req.ctx), req.ctx.lang)).positions),
  );

  route(app, userApi.menuList, { config: VIEW, tags }, async (req) =>
    list(req.ctx.lang, await users.menuList(scoped(req.ctx), req.query.userId)),
  );

  route(app, userApi.menuModify, { config: EDIT, tags }, async (req) => {
    await users.menuModify(
      scoped(req.ctx),
      req.body.userId,
      req.body.objectList.map((o) => o.objectID),
    );
    return ok(req.ctx.lang, { userId: req.body.userId });
  });

  route(app, userApi.saveNonDirectory, { config: EDIT, tags }, async (req, reply) => {
    const saved = await users.saveNonDirectory(scoped(req.ctx), req.body);
    return reply.status(201).send(ok(req.ctx.lang, saved, 201));
  });

  route(app, userApi.modify, { config: EDIT, tags }, async (req) => {
    await users.modify(scoped(req.ctx), req.body);
    return ok(req.ctx.lang, { userId: req.body.userId });
  });

  route(app, userApi.activate, { config: EDIT, tags }, async (req) => {
    await users.activate(scoped(req.ctx), req.body.userId, req.body.active);
    return ok(req.ctx.lang, { userId: req.body.userId });
  });

  route(app, userApi.resetPassword, { config: EDIT, tags }, async (req) => {
    await users.resetPassword(scoped(req.ctx), req.body);
    return ok(req.ctx.lang, { userId: req.body.userId });
  });

  route(app, userApi.changePassword, { config: { scope: 'none' }, tags }, async (req) => {
    const me = signedIn(req.ctx);
    await users.changeOwnPassword(me, req.body, req.ctx.lang, req.ip);
    return ok(req.ctx.lang, { userId: me.id });
  });

  // Registered last so the fixed paths above win.
  route(app, userApi.detail, { config: VIEW, tags }, async (req) =>
    ok(req.ctx.lang, await users.detail(scoped(req.ctx), req.params.userId)),
  );
}

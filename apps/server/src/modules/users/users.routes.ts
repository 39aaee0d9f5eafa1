import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  filterReply,
  listReplyOf,
  meReply,
  menuListReply,
  menuModify,
  nonDirectoryUserSave,
  profileReply,
  propertyScoped,
  replyOf,
  unscoped,
  userActivate,
  userDetailReply,
  userModify,
  userSearchBody,
  userSearchReply,
} from '@suanklang/shared';
import type { Db } from '../../platform/db/client';
import { list, ok } from '../../platform/reply';
import { scoped, signedIn } from '../../platform/request-context';
import { createUsersService } from './users.service';

const VIEW = { object: 'SETTING_USER' } as const;
const EDIT = { object: 'SETTING_USER_EDIT' } as const;
const tags = ['users'];
const done = replyOf(z.object({ userId: z.string() }));

export async function usersRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = createUsersService(opts.db);

  r.get(
    '/manageuser/me',
    { config: { scope: 'none' }, schema: { tags, querystring: unscoped, response: { 200: meReply } } },
    async (req) => {
      const { id, ...user } = signedIn(req.ctx);
      return ok(req.ctx.lang, { userId: id, ...user });
    },
  );

  r.get(
    '/manageuser/profile',
    { config: { scope: 'none' }, schema: { tags, querystring: unscoped, response: { 200: profileReply } } },
    async (req) => ok(req.ctx.lang, await users.profile(signedIn(req.ctx))),
  );

  r.post(
    '/manageuser/search',
    { config: VIEW, schema: { tags, body: userSearchBody, response: { 200: userSearchReply } } },
    async (req) => {
      const { rows, paging } = await users.search(scoped(req.ctx), req.body);
      return list(req.ctx.lang, rows, paging);
    },
  );

  r.get(
    '/manageuser/users',
    {
      config: VIEW,
      schema: {
        tags,
        querystring: propertyScoped,
        response: { 200: listReplyOf(z.object({ userId: z.string(), name: z.string() })) },
      },
    },
    async (req) => {
      const { rows } = await users.search(scoped(req.ctx), {
        ...req.query,
        page: 1,
        pageSize: 500,
        active: 'Y',
      });
      return list(
        req.ctx.lang,
        rows.map((u) => ({ userId: u.userId, name: `${u.firstName} ${u.lastName}` })),
      );
    },
  );

  r.get(
    '/manageuser/filter',
    { config: VIEW, schema: { tags, querystring: propertyScoped, response: { 200: filterReply } } },
    async (req) => ok(req.ctx.lang, await users.filter(scoped(req.ctx), req.ctx.lang)),
  );

  r.get(
    '/manageuser/positions',
    {
      config: VIEW,
      schema: { tags, querystring: propertyScoped, response: { 200: listReplyOf(z.string()) } },
    },
    async (req) => list(req.ctx.lang, (await users.filter(scoped(req.ctx), req.ctx.lang)).positions),
  );

  r.get(
    '/manageuser/menu/list',
    {
      config: VIEW,
      schema: {
        tags,
        querystring: propertyScoped.extend({ userId: z.uuid() }),
        response: { 200: menuListReply },
      },
    },
    async (req) => list(req.ctx.lang, await users.menuList(scoped(req.ctx), req.query.userId)),
  );

  r.put(
    '/manageuser/menu/modify',
    { config: EDIT, schema: { tags, body: menuModify, response: { 200: done } } },
    async (req) => {
      await users.menuModify(
        scoped(req.ctx),
        req.body.userId,
        req.body.objectList.map((o) => o.objectID),
      );
      return ok(req.ctx.lang, { userId: req.body.userId });
    },
  );

  r.post(
    '/manageuser/nonldap/save',
    { config: EDIT, schema: { tags, body: nonDirectoryUserSave, response: { 201: done } } },
    async (req, reply) => {
      const saved = await users.saveNonDirectory(scoped(req.ctx), req.body);
      return reply.status(201).send(ok(req.ctx.lang, saved, 201));
    },
  );

  r.post(
    '/manageuser/modify',
    { config: EDIT, schema: { tags, body: userModify, response: { 200: done } } },
    async (req) => {
      await users.modify(scoped(req.ctx), req.body);
      return ok(req.ctx.lang, { userId: req.body.userId });
    },
  );

  r.post(
    '/manageuser/activate',
    { config: EDIT, schema: { tags, body: userActivate, response: { 200: done } } },
    async (req) => {
      await users.activate(scoped(req.ctx), req.body.userId, req.body.active);
      return ok(req.ctx.lang, { userId: req.body.userId });
    },
  );

  // Registered last so the fixed paths above win.
  r.get(
    '/manageuser/:userId',
    {
      config: VIEW,
      schema: {
        tags,
        params: z.object({ userId: z.uuid() }),
        querystring: propertyScoped,
        response: { 200: userDetailReply },
      },
    },
    async (req) => ok(req.ctx.lang, await users.detail(scoped(req.ctx), req.params.userId)),
  );
}

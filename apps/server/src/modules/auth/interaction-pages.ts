import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { parseLang, ruleMessage } from '@suanklang/shared';
import { normaliseUsername } from '../../platform/auth/sign-in-limit';
import type { AuthService } from './auth.service';
import { changePasswordPage, pageText, SIGN_IN_CSS, signInPage } from './sign-in-page';

const PUBLIC = { public: true } as const;

/**
 * The built-in identity provider's sign-in pages (HTML, reached by the provider's redirects, hidden from the API
 * description). They are pages, not calls of the API, so they are not in the shared endpoint table.
 */
export async function interactionPages(
  app: FastifyInstance,
  provider: Provider,
  opts: { auth: AuthService; oidc: { demoMode: boolean } },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/interaction-assets/sign-in.css',
    { config: PUBLIC, schema: { hide: true } },
    async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SIGN_IN_CSS),
  );

  const uidParams = z.object({ uid: z.string().min(1).max(100) });
  const finish = (req: IncomingMessage, res: ServerResponse, accountId: string) =>
    provider.interactionResult(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  const pageQuery = z.object({ lang: z.string().optional() });

  r.get(
    '/interaction/:uid',
    { config: PUBLIC, schema: { hide: true, params: uidParams, querystring: pageQuery } },
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const uiLocale = (details.params.ui_locales as string | undefined)?.split(' ')[0];
      const lang = parseLang(req.query.lang ?? uiLocale);
      return reply
        .type('text/html; charset=utf-8')
        .send(signInPage({ uid: details.uid, lang, demoMode: opts.oidc.demoMode }));
    },
  );

  // A flood guard per instance, per address and user name as typed after normalising; the lasting limit per
  // user name and, separately, per address is the one the auth service keeps in the database.
  const flood = {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) =>
      `${req.ip}:${normaliseUsername(String((req.body as { username?: unknown } | undefined)?.username ?? ''))}`,
  };

  r.post(
    '/interaction/:uid/login',
    {
      config: { ...PUBLIC, rateLimit: flood },
      schema: {
        hide: true,
        params: uidParams,
        body: z.object({
          username: z.string().max(100).default(''),
          password: z.string().max(128).default(''),
          lang: z.string().optional(),
        }),
      },
    },
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const lang = parseLang(req.body.lang);
      const username = req.body.username.trim();
      const render = (error: 'invalid' | 'required' | 'locked') =>
        reply
          .status(error === 'locked' ? 429 : error === 'invalid' ? 401 : 400)
          .type('text/html; charset=utf-8')
          .send(signInPage({ uid: details.uid, lang, username, error, demoMode: opts.oidc.demoMode }));
      if (!username || !req.body.password) return render('required');
      const check = await opts.auth.checkPassword(username, req.body.password, req.ip);
      if (check.result === 'locked') return render('locked');
      if (check.result === 'invalid') return render(check.locked ? 'locked' : 'invalid');
      if (check.result === 'mustChange') {
        return reply
          .type('text/html; charset=utf-8')
          .send(changePasswordPage({ uid: details.uid, lang, challenge: check.challenge }));
      }
      return finish(req.raw, reply.raw, check.accountId).then((to) => reply.redirect(to, 303));
    },
  );

  r.post(
    '/interaction/:uid/password',
    {
      config: { ...PUBLIC, rateLimit: flood },
      schema: {
        hide: true,
        params: uidParams,
        body: z.object({
          challenge: z.string().max(2000).default(''),
          newPassword: z.string().max(128).default(''),
          confirmPassword: z.string().max(128).default(''),
          lang: z.string().optional(),
        }),
      },
    },
    async (req, reply) => {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      const lang = parseLang(req.body.lang);
      const again = (error: string) =>
        reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(changePasswordPage({ uid: details.uid, lang, challenge: req.body.challenge, error }));
      if (req.body.newPassword !== req.body.confirmPassword) return again(pageText(lang, 'mismatch'));
      const done = await opts.auth.completePasswordChange(req.body.challenge, req.body.newPassword);
      if (done.result === 'expired') {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(signInPage({ uid: details.uid, lang, error: 'expired', demoMode: opts.oidc.demoMode }));
      }
      if (done.result === 'rule') return again(ruleMessage(lang, done.rule, done.params));
      return finish(req.raw, reply.raw, done.accountId).then((to) => reply.redirect(to, 303));
    },
  );

  r.get(
    '/interaction/:uid/abort',
    { config: PUBLIC, schema: { hide: true, params: uidParams } },
    async (req, reply) => {
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'sign-in cancelled' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(to, 303);
    },
  );
}

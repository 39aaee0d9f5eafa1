import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { parseLang } from '@suanklang/shared';
import type { AuthService } from './auth.service';
import { SIGN_IN_CSS, signInPage } from './sign-in-page';

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

  r.post(
    '/interaction/:uid/login',
    {
      config: {
        ...PUBLIC,
        // Password guessing is slowed per account and address; colleagues behind one address are not.
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) =>
            `${req.ip}:${String((req.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        },
      },
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
      const render = (error: 'invalid' | 'required') =>
        reply
          .status(error === 'invalid' ? 401 : 400)
          .type('text/html; charset=utf-8')
          .send(signInPage({ uid: details.uid, lang, username, error, demoMode: opts.oidc.demoMode }));
      if (!username || !req.body.password) return render('required');
      const accountId = await opts.auth.checkPassword(username, req.body.password);
      if (!accountId) return render('invalid');
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(to, 303);
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

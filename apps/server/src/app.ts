import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import middie from '@fastify/middie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAuthentication } from './platform/auth/authenticate';
import { createBuiltInProvider, pinnedToPublicUrl, SCOPE } from './platform/auth/built-in-provider';
import { localVerifier, remoteVerifier } from './platform/auth/identity-provider';
import { createSessionTokens } from './platform/auth/session';
import type { AppConfig } from './platform/config';
import type { Database } from './platform/db/client';
import { AppError } from './platform/errors';
import { fileStorageFor, type FileStorage } from './platform/files/storage';
import { registerErrorHandler } from './platform/error-handler';
import { registerInputGuard } from './platform/input-guard';
import { openJobQueue, type JobQueue } from './platform/jobs';
import { createLogger } from './platform/logging';
import { registerPropertyScope } from './platform/rights/scope';
import { registerCompression } from './platform/compression';
import { registerRateLimit } from './platform/rate-limit';
import { registerWebApp } from './platform/web-app';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { registerAreas } from './modules';

export type RouteInfo = {
  method: string | string[];
  url: string;
  config: Record<string, unknown> | undefined;
};

export async function buildApp(
  config: AppConfig,
  database: Database,
  opts: {
    onRoute?: (route: RouteInfo) => void;
    logDestination?: DestinationStream;
    /** The job queue (main.ts opens it first to recover interrupted jobs); opened here when not given. */
    jobs?: JobQueue;
    /** Where uploads go; by default the store config.fileStore names (platform/files/storage.ts). */
    storage?: FileStorage;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, opts.logDestination),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API description and its viewer are public: they describe the calls, they reveal no data.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  if (opts.onRoute) {
    const collect = opts.onRoute;
    app.addHook('onRoute', (r) =>
      collect({ method: r.method, url: r.url, config: r.config as Record<string, unknown> }),
    );
  }
  const { db } = database;
  // First, so that every plugin's routes answer errors in the same shape.
  registerErrorHandler(app);
  registerInputGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [])],
        frameSrc: ["'self'", ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [])],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    // The silent token renewal runs the sign-in flow in a same-origin iframe.
    frameguard: { action: 'sameorigin' },
  });
  await registerRateLimit(app, config);
  await registerCompression(app);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: { info: { title: 'Suanklang API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  // In production the API description is off unless API_DOCS=true: it maps every call for a stranger.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  if (config.maintenance) {
    app.addHook('onRequest', async (req) => {
      if (req.url !== '/health') throw new AppError('ST008');
    });
  }

  const tokens = await createSessionTokens(db, config.sessionSeconds);
  registerAuthentication(app, tokens);
  registerPropertyScope(app, db);

  // The built-in provider runs unless an external issuer is configured.
  const builtIn = config.oidcIssuer
    ? null
    : await createBuiltInProvider(db, {
        publicUrl: config.publicUrl,
        origins: config.extraOrigins,
        clientId: config.oidcClientId,
        sessionSeconds: config.sessionSeconds,
      });
  if (builtIn) {
    await app.register(middie);
    const handle = builtIn.provider.callback();
    const pin = pinnedToPublicUrl(config.publicUrl);
    app.use('/oidc', (req: IncomingMessage, res: ServerResponse) => {
      pin(req);
      void handle(req, res);
    });
  }
  const issuer = builtIn?.issuer ?? config.oidcIssuer!;
  const auth = createAuthService(db, {
    tokens,
    builtIn: builtIn !== null,
    verifyIdToken: builtIn
      ? localVerifier(builtIn.publicJwks, builtIn.issuer, config.oidcClientId)
      : remoteVerifier(issuer, config.oidcClientId),
  });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, {
    auth,
    provider: builtIn?.provider ?? null,
    oidc: {
      authority: issuer,
      clientId: config.oidcClientId,
      scope: SCOPE,
      builtIn: builtIn !== null,
      demoMode: config.demoMode,
      publicUrl: config.publicUrl,
    },
  });
  const jobs =
    opts.jobs ??
    (await openJobQueue(database, {
      heartbeatSeconds: config.jobHeartbeatSeconds,
      superviseSeconds: config.jobSuperviseSeconds,
      onError: (error) => app.log.error({ err: error }, 'job queue'),
    }));
  // Jobs in hand finish (or roll back) and the queue's connections close before the database does.
  app.addHook('onClose', () => jobs.stop());
  const storage = opts.storage ?? fileStorageFor(config, database);
  await registerAreas(app, {
    db,
    reportTimeoutMs: config.reportTimeoutMs,
    importCommitWaitMs: config.importCommitWaitMs,
    jobs,
    storage,
  });

  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) {
    await registerWebApp(app, config.webDist);
  }
  return app;
}

/** A hop count trusts that many proxies nearest to us (Fastify takes a function for it); a list, those addresses. */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

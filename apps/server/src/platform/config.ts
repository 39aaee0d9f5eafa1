import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place. */
export type AppConfig = {
  port: number;
  host: string;
  /** Origin users reach the app on; the built-in issuer and redirect URIs derive from it. */
  publicUrl: string;
  /** Extra origins allowed as sign-in redirect targets (e.g. the Vite dev server). */
  extraOrigins: string[];
  databaseUrl: string | null;
  dataDir: string;
  webDist: string | null;
  oidcIssuer: string | null;
  oidcClientId: string;
  /** Accept id_tokens issued for these audiences (the client id by default). */
  sessionSeconds: number;
  demoMode: boolean;
  maintenance: boolean;
  /** Calls per minute per session (or per address before sign-in). */
  rateLimitPerMinute: number;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    extraOrigins: (env.EXTRA_ORIGINS ?? `http://localhost:5173,http://127.0.0.1:${port}`)
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? 'apps/web/dist'),
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'suanklang-web',
    sessionSeconds: Number(env.SESSION_SECONDS ?? 3600),
    demoMode: (env.DEMO_MODE ?? 'true') !== 'false',
    maintenance: env.MAINTENANCE === 'true',
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

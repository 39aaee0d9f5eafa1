import { join, resolve } from 'node:path';

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
  /** Where uploads go: 'database' (file_blob) or 'local' (filesDir); null: the database on PostgreSQL, else local. */
  fileStore: 'database' | 'local' | null;
  filesDir: string;
  webDist: string | null;
  oidcIssuer: string | null;
  oidcClientId: string;
  /** Accept id_tokens issued for these audiences (the client id by default). */
  sessionSeconds: number;
  /** NODE_ENV=production: no demo, no development origins, no public API description unless asked for. */
  production: boolean;
  demoMode: boolean;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): false unless TRUST_PROXY names a hop
   * count or the proxies' addresses, so a client cannot choose its own address or host.
   */
  trustProxy: false | number | string[];
  /** Serve the API description at /api/docs. */
  apiDocs: boolean;
  maintenance: boolean;
  /** Calls per minute per session (or per address before sign-in). */
  rateLimitPerMinute: number;
  /** REDIS_URL: where several instances count the rate limits together; in each process without it. */
  redisUrl: string | null;
  logLevel: string;
  /**
   * Longest a heavy report (aging and its Excel) may run on PostgreSQL before it is stopped with RP001, so it
   * cannot hold a connection and the disk away from the clerks; 0 turns the limit off.
   */
  reportTimeoutMs: number;
  /**
   * Longest a commit call (an invoice import, worked as a job) waits for its job before it answers with the
   * progress, which the screen then polls: below any proxy's timeout (IMPORT_COMMIT_WAIT_MS, default 10 s).
   */
  importCommitWaitMs: number;
  /**
   * PostgreSQL job queue: seconds without a worker's heartbeat before its job (a billing run) counts as
   * abandoned by a dead instance and is retried by another (JOB_HEARTBEAT_SECONDS, at least 10), and how often
   * each instance looks for such jobs (JOB_SUPERVISE_SECONDS).
   */
  jobHeartbeatSeconds: number;
  jobSuperviseSeconds: number;
};

/** A setting the operator got wrong: the server refuses to start and says what to set. */
export class ConfigError extends Error {}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`expected true or false, got "${value}"`);
}

function millisecondsOf(value: string | undefined, fallback: number, name: string): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  if (!/^\d{1,9}$/.test(text))
    throw new ConfigError(`${name}: expected a number of milliseconds, got "${text}"`);
  return Number(text);
}

function secondsOf(value: string | undefined, fallback: number, least: number, name: string): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < least)
    throw new ConfigError(`${name}: expected a number of seconds of at least ${least}, got "${text}"`);
  return Number(text);
}

function fileStoreOf(value: string | undefined): 'database' | 'local' | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text === 'database' || text === 'local') return text;
  throw new ConfigError(`FILE_STORE: expected "database" or "local", got "${text}"`);
}

function trustProxyOf(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any client; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,loopback).',
    );
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    // The Vite dev server and the loopback address are sign-in targets during development only.
    extraOrigins: (env.EXTRA_ORIGINS ?? (production ? '' : `http://localhost:5173,http://127.0.0.1:${port}`))
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    fileStore: fileStoreOf(env.FILE_STORE),
    filesDir: env.FILES_DIR ? resolve(env.FILES_DIR) : join(resolve(env.DATA_DIR ?? 'data'), 'files'),
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? 'apps/web/dist'),
    oidcIssuer: env.OIDC_ISSUER || null,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'suanklang-web',
    sessionSeconds: Number(env.SESSION_SECONDS ?? 3600),
    production,
    demoMode: flag(env.DEMO_MODE, !production),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    apiDocs: flag(env.API_DOCS, !production),
    maintenance: env.MAINTENANCE === 'true',
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 1200),
    redisUrl: env.REDIS_URL?.trim() || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    reportTimeoutMs: millisecondsOf(env.REPORT_TIMEOUT_MS, 15_000, 'REPORT_TIMEOUT_MS'),
    importCommitWaitMs: millisecondsOf(env.IMPORT_COMMIT_WAIT_MS, 10_000, 'IMPORT_COMMIT_WAIT_MS'),
    jobHeartbeatSeconds: secondsOf(env.JOB_HEARTBEAT_SECONDS, 30, 10, 'JOB_HEARTBEAT_SECONDS'),
    jobSuperviseSeconds: secondsOf(env.JOB_SUPERVISE_SECONDS, 10, 1, 'JOB_SUPERVISE_SECONDS'),
  };
}

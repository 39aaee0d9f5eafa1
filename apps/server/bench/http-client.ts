// The server as users reach it, for benchmarks of concurrent calls: `npm start`'s entry (src/main.ts) started in
// a process of its own on a free port, called over real HTTP (keep-alive connections) by clients in this
// process, signed in through the built-in OpenID provider as the web app is.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { signInThroughProvider, type FlowReply, type FlowServer } from '../test/oidc-flow';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

/** A Set-Cookie header as the flow's cookie jar reads it. */
function cookieOf(header: string): FlowReply['cookies'][number] {
  const [pair = '', ...attributes] = header.split(';');
  const at = pair.indexOf('=');
  const expires = attributes
    .map((a) => a.trim())
    .find((a) => a.toLowerCase().startsWith('expires='))
    ?.slice('expires='.length);
  return {
    name: pair.slice(0, at).trim(),
    value: pair.slice(at + 1).trim(),
    ...(expires ? { expires: new Date(expires) } : {}),
  };
}

/** Fastify's inject, answered over HTTP by the listening server at `base` (redirects not followed). */
export function overHttp(base: string): FlowServer {
  return {
    inject: async (opts: InjectOptions) => {
      const payload = opts.payload;
      const json = payload !== undefined && typeof payload !== 'string';
      const res = await fetch(`${base}${opts.url as string}`, {
        method: opts.method ?? 'GET',
        headers: {
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...(opts.headers as Record<string, string> | undefined),
        },
        body: payload === undefined ? undefined : json ? JSON.stringify(payload) : payload,
        redirect: 'manual',
      });
      const body = await res.text();
      return {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers.entries()),
        body,
        cookies: res.headers.getSetCookie().map(cookieOf),
        json: <T>() => JSON.parse(body) as T,
      };
    },
  };
}

export type Call = (method: 'GET' | 'POST', path: string, body?: object) => Promise<void>;

/**
 * The load's client: one keep-alive connection per client, asking for brotli or gzip as a browser does, so the
 * server compresses as it would for users. The answer's status is checked and its bytes are read but not
 * decompressed or parsed: the users' browsers do that on their own machines, and here the clients share the two
 * cores with the server and PostgreSQL (fetch cost about 1.3 ms of them per call, this 0.4).
 */
export function loadClient(base: string, headers: Record<string, string>): Call {
  const agent = new http.Agent({ keepAlive: true });
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${base}${path}`,
        {
          method,
          agent,
          headers: {
            ...headers,
            'accept-encoding': 'br, gzip',
            ...(data === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
          },
        },
        (res) => {
          const failed = res.statusCode !== 200 && res.statusCode !== 201;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => failed && chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            failed
              ? reject(new Error(`${method} ${path} answered ${res.statusCode}: ${decoded(res, chunks)}`))
              : resolve(),
          );
        },
      );
      req.on('error', reject);
      req.end(data);
    });
}

/** A refused call's answer, for its error message. */
function decoded(res: http.IncomingMessage, chunks: Buffer[]): string {
  const raw = Buffer.concat(chunks);
  const encoding = res.headers['content-encoding'];
  const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return text.toString('utf8').slice(0, 200);
}

export type RunningServer = {
  base: string;
  /** Signs `username` in through the built-in provider and the app's login; the app's bearer token. */
  signIn: (username: string, password: string) => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * Starts the server on `databaseUrl` as `npm start` does (migrations, demo check, job queue), with `env` added,
 * and waits until it answers /health.
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (!exited) child.kill('SIGKILL');
  };
  const deadline = performance.now() + 180_000;
  for (;;) {
    if (exited) throw new Error('the server stopped while starting');
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /health within 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const server = overHttp(base);
  return {
    base,
    signIn: async (username, password) => {
      const flow = await signInThroughProvider(server, username, password, { redirectUri: `${base}/login` });
      if (!flow.idToken) throw new Error(`${username} could not sign in (${flow.loginStatus})`);
      const res = await server.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { idToken: flow.idToken },
      });
      if (res.statusCode !== 200)
        throw new Error(`login answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return res.json<{ data: { token: string } }>().data.token;
    },
    stop,
  };
}

export type LoadResult = { times: number[]; errors: string[]; seconds: number };

/**
 * `clients` clients calling at once, each `calls` times one after the other, after `warmup` untimed calls each
 * (all clients at once, as in the timed part: a server in service has compiled its hot code by then);
 * `call(client, k)` makes call k of a client (k = 0 .. warmup + calls - 1) and throws on a wrong answer. Every
 * timed call's time, and the errors.
 */
export async function load(
  clients: number,
  calls: number,
  call: (client: number, k: number) => Promise<void>,
  warmup = 1,
): Promise<LoadResult> {
  const errors: string[] = [];
  const attempt = async (client: number, k: number, into?: number[]) => {
    const start = performance.now();
    try {
      await call(client, k);
      into?.push(performance.now() - start);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  };
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let k = 0; k < warmup; k++) await attempt(c, k);
    }),
  );
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let k = warmup; k < warmup + calls; k++) await attempt(c, k, times);
    }),
  );
  return { times, errors, seconds: (performance.now() - started) / 1000 };
}

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
};

import { hostname } from 'node:os';
import { PgBoss } from 'pg-boss';
import type { Database } from './db/client';

/**
 * Long work (billing runs) runs as jobs. On PostgreSQL the jobs are pg-boss's, in its own schema `pgboss` of the
 * same database: any instance's worker takes a job, a worker's heartbeat keeps it, and a job whose instance died
 * (no heartbeat) is retried by another. On the embedded database (one process, one connection) the same handlers
 * run in this process as soon as the job is sent. A handler must be idempotent: a retried job runs it again.
 */
export type JobQueue = {
  kind: 'postgres' | 'in-process';
  /** This process, as a job's record names the worker that took it: `host:pid`. */
  worker: string;
  /**
   * Registers the handler of a job name; `onGiveUp` runs when a job has failed its last attempt (its instances
   * died or it threw every time), so the record it works on can say so.
   */
  define<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    opts?: { onGiveUp?: (data: T) => Promise<void> },
  ): Promise<void>;
  /** Queues a job under the given id (one job per id: a second send of the same id is ignored). */
  send<T extends object>(name: string, id: string, data: T): Promise<void>;
  /** Whether the job of this id is still queued or being worked (by any instance). */
  pending(name: string, id: string): Promise<boolean>;
  /** Resolves when every job this process is working has finished. */
  drain(): Promise<void>;
  /** Takes no new job, lets the ones in hand finish, and closes the queue's connections. */
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** Seconds between a worker's heartbeats before its job counts as abandoned and is retried (at least 10). */
  heartbeatSeconds: number;
  /** How often each instance looks for abandoned jobs, in seconds. */
  superviseSeconds: number;
  onError: (error: Error) => void;
};

export const workerName = `${hostname()}:${process.pid}`;

/** Attempts after the first: a job abandoned by a dying instance this many times more is given up. */
const RETRIES = 3;

/** The embedded database's queue: the handler runs at once in this process; nothing outlives the process. */
export function inProcessQueue(): JobQueue {
  const handlers = new Map<string, (data: object) => Promise<void>>();
  const running = new Map<string, Promise<void>>();
  return {
    kind: 'in-process',
    worker: workerName,
    async define(name, handler) {
      handlers.set(name, handler as (data: object) => Promise<void>);
    },
    async send(name, id, data) {
      const handler = handlers.get(name);
      if (!handler) throw new Error(`no handler for job ${name}`);
      if (running.has(id)) return;
      // The handler records its own failure; a failure to record it (the database gone) must not crash the
      // server.
      const job = handler(data)
        .catch(() => undefined)
        .finally(() => running.delete(id));
      running.set(id, job);
    },
    async pending(_name, id) {
      return running.has(id);
    },
    async drain() {
      await Promise.allSettled([...running.values()]);
    },
    async stop() {
      await Promise.allSettled([...running.values()]);
    },
  };
}

/** PostgreSQL's queue: pg-boss in the schema `pgboss`, created (or upgraded) by the first instance to start. */
export async function postgresQueue(url: string, opts: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: url,
    // Its own few connections, so heartbeats go through while the application's pool is busy.
    max: 3,
    application_name: 'suanklang-jobs',
    instanceName: workerName,
    superviseIntervalSeconds: opts.superviseSeconds,
    monitorIntervalSeconds: opts.superviseSeconds,
  });
  boss.on('error', opts.onError);
  await boss.start();
  const running = new Set<Promise<void>>();
  const workers = new Map<string, string>();
  const track = async (work: Promise<void>) => {
    running.add(work);
    try {
      await work;
    } finally {
      running.delete(work);
    }
  };
  return {
    kind: 'postgres',
    worker: workerName,
    async define(name, handler, defineOpts = {}) {
      const dead = `${name}-given-up`;
      const queues = new Set((await boss.getQueues()).map((q) => q.name));
      if (!queues.has(dead)) await boss.createQueue(dead, { retryLimit: RETRIES });
      if (!queues.has(name))
        await boss.createQueue(name, {
          retryLimit: RETRIES,
          // A run is long; a dead instance is found by its missing heartbeat, not by this limit.
          expireInSeconds: 6 * 3600,
          heartbeatSeconds: opts.heartbeatSeconds,
          deadLetter: dead,
        });
      const options = { pollingIntervalSeconds: 1, localConcurrency: 2 };
      workers.set(
        name,
        await boss.work<object>(name, options, async ([job]) => {
          if (job) await track(handler(job.data as Parameters<typeof handler>[0]));
        }),
      );
      const giveUp = defineOpts.onGiveUp;
      if (giveUp)
        await boss.work<object>(dead, options, async ([job]) => {
          if (job) await track(giveUp(job.data as Parameters<typeof giveUp>[0]));
        });
    },
    async send(name, id, data) {
      await boss.send(name, data, { id });
      // This instance's worker looks at once rather than at its next poll.
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async pending(name, id) {
      const job = await boss.getJobById(name, id);
      return job !== null && (job.state === 'created' || job.state === 'retry' || job.state === 'active');
    },
    async drain() {
      await Promise.allSettled([...running]);
    },
    async stop() {
      // A run in hand finishes (or rolls back) before the connections close; the stop's own wait is bounded,
      // the run's is not.
      await boss.stop({ graceful: true, timeout: 30_000, close: false });
      await Promise.allSettled([...running]);
      await boss.stop({ close: true });
    },
  };
}

/** The queue of a database: pg-boss on PostgreSQL, in process on the embedded one. */
export async function openJobQueue(database: Database, opts: JobQueueOptions): Promise<JobQueue> {
  return database.kind === 'postgres' && database.url ? postgresQueue(database.url, opts) : inProcessQueue();
}

/**
 * Live progress of the jobs this process runs on the embedded database, where the run's transaction holds the
 * only connection and nothing else can be written until it ends (on PostgreSQL progress is in the job's row).
 */
const progress = new Map<string, { done: number; total: number }>();

export const jobProgress = {
  set(id: string, done: number, total: number): void {
    progress.set(id, { done, total });
  },
  get(id: string): { done: number; total: number } | null {
    return progress.get(id) ?? null;
  },
  clear(id: string): void {
    progress.delete(id);
  },
};

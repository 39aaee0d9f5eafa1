// The scale book's own database (`npm run seed:scale`, `npm run bench:scale`): on the PostgreSQL server of
// DATABASE_URL or TEST_DATABASE_URL, beside the databases those name, which are never touched. The seed records
// its sizes and figures in the database's comment, so the benchmark knows a complete seed from a half-made one.
import pg from 'pg';

/** Sizes of the scale book, from the environment. */
export type ScaleSizes = {
  /** One-year properties of the management company (besides the ten-year one). */
  properties: number;
  /** Units per property (a multiple of the demo property's, the nearest). */
  units: number;
  /** Years of history of the demo property. */
  years: number;
};

export function scaleSizes(env: NodeJS.ProcessEnv = process.env): ScaleSizes {
  const num = (name: string, fallback: number, max: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(`${name} must be a whole number from 1 to ${max}`);
    return value;
  };
  return {
    properties: num('SCALE_PROPERTIES', 100, 998),
    units: num('SCALE_UNITS', 1000, 20_000),
    years: num('SCALE_YEARS', 10, 99),
  };
}

/** What the seed wrote in the database's comment when it finished. */
export type ScaleRecord = {
  sizes: ScaleSizes;
  /** The day the demo's history was seeded for. */
  asOf: string;
  seedSeconds: number;
  steps: Record<string, number>;
  counts: { table: string; total: number; source: number }[];
  completedAt: string;
};

export function serverUrl(): string {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the scale book needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL');
  return url;
}

export function scaleDatabaseName(): string {
  const name = process.env.SCALE_DATABASE ?? 'suanklang_scale';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error('SCALE_DATABASE must be a plain lower-case name');
  return name;
}

/** The URL of database `name` on the same server. */
export function urlOf(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server through the configured database (create, drop, read a comment). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The finished seed's record, or null when the database is missing or was not finished. */
export async function readScaleRecord(name = scaleDatabaseName()): Promise<ScaleRecord | null> {
  const comment = await onServer(async (client) => {
    const res = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    return res.rows[0]?.comment ?? null;
  });
  if (!comment) return null;
  try {
    const record = JSON.parse(comment) as ScaleRecord;
    return record.completedAt ? record : null;
  } catch {
    return null;
  }
}

export const sameSizes = (a: ScaleSizes, b: ScaleSizes) =>
  a.properties === b.properties && a.units === b.units && a.years === b.years;

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin, databaseUrl, onPostgres } from '../../test/snapshot';
import { createSessionTokens } from '../platform/auth/session';
import { openDatabase, type Database } from '../platform/db/client';
import { appUser, property } from '../platform/db/schema';
import { OVERDUE_IMPORT_COLUMNS } from '@suanklang/shared';
import { billingRun, invoice } from '../modules/invoices';
import { unit } from '../modules/units';

/**
 * Two real server processes on one PostgreSQL database, as several instances behind a load balancer run:
 * receipts sent to both in turn never overpay an invoice; a file uploaded to one is downloaded from the other
 * (each has its own data directory: the files are in the database); a billing run is followed from the instance not
 * working it; the instance working it is killed (SIGKILL) half-way and the run completes on the other with one
 * invoice per unit. PostgreSQL only (the embedded database is one process's).
 */
const root = new URL('../../../../', import.meta.url).pathname;
const UNITS = 5000;
const MONTH = '2031-01';

type Instance = {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output: () => string;
  worker: string;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function start(dbUrl: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'suanklang-instance-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // A dead instance's run is taken over after 10 s without its heartbeat; each instance looks every second.
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
      // An import's commit answers with its progress at once: the test follows it from the other instance.
      IMPORT_COMMIT_WAIT_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 300 && !gone; i++) {
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url, exited, output: () => output, worker: `${hostname()}:${child.pid}` };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`an instance did not come up:\n${output}`);
}

const dataDirs: string[] = [];
let name: string;
let database: Database;
let a: Instance;
let b: Instance;
let token: string;
let rvs: string;

beforeAll(async () => {
  if (!onPostgres) return;
  const snapshot = inject('testSnapshot');
  if (snapshot?.kind !== 'postgres')
    throw new Error('needs the PostgreSQL template of the integration set-up');
  name = `suanklang_two_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name} template ${snapshot.database}`);
  database = await openDatabase({ url: databaseUrl(name), dataDir: null });
  const db = database.db;
  const [accountant] = await db.select().from(appUser).where(eq(appUser.username, 'accountant'));
  token = (await (await createSessionTokens(db, 3600)).issue(accountant!.id)).token;
  rvs = (await db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
  [a, b] = await Promise.all([start(databaseUrl(name)), start(databaseUrl(name))]);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  for (const i of [a, b])
    if (i && i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await database?.close();
  if (name) await admin(`drop database if exists ${name} with (force)`);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const RVS = { lang: 'EN', propertyCode: 'RVS' };

async function call(instance: Instance, method: string, path: string, body?: unknown) {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as { code?: string; data: Record<string, unknown> } };
}

type Run = { status: string; done: number; unitCount: number; invoiceCount: number; error: string | null };
const runOn = async (instance: Instance, runId: string) =>
  (await call(instance, 'GET', `/expenses/apply?${new URLSearchParams({ ...RVS, runId }).toString()}`)).json
    .data as unknown as Run;
const workerOf = async (runId: string) =>
  (
    await database.db.select({ worker: billingRun.worker }).from(billingRun).where(eq(billingRun.id, runId))
  )[0]?.worker ?? null;
/** The month's invoices per unit of RVS. */
const perUnit = () =>
  database.db
    .select({ unitId: invoice.unitId, n: sql<number>`count(*)::int` })
    .from(invoice)
    .where(and(eq(invoice.propertyId, rvs), eq(invoice.billingMonth, MONTH)))
    .groupBy(invoice.unitId);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  it('never overpay an invoice with receipts sent to both in turn', async () => {
    const issued = await call(a, 'POST', '/invoices/save', {
      ...RVS,
      unitCode: 'A0209',
      invoiceDate: '2031-03-02',
      dueDate: '2031-03-02',
      issue: true,
      lines: [{ expenseTypeCode: 'KC', description: 'fee', quantity: '1', unitPrice: '1000.00' }],
    });
    expect(issued.status).toBe(201);
    const invoiceNo = issued.json.data.invoiceNo as string;
    const one = (i: number) =>
      call(i % 2 === 0 ? a : b, 'POST', '/receipts/save', {
        ...RVS,
        idempotencyKey: randomUUID(),
        unitCode: 'A0209',
        receiptType: '1',
        receiptDate: '2031-03-10',
        invoices: [{ invoiceNo, payAmount: '15.00' }],
        deductions: [],
        transactions: [{ type: 'cash', price: '15.00', accountCode: '1111' }],
      });
    const results = await Promise.all(Array.from({ length: 80 }, (_, i) => one(i)));
    const ok = results.filter((r) => r.status === 201);
    // 66 x 15.00 = 990.00; a 67th would pass 1000.00.
    expect(ok).toHaveLength(66);
    expect(
      results.filter((r) => r.status !== 201).every((r) => ['RC003', 'RC007'].includes(r.json.code!)),
    ).toBe(true);
    const [paid] = await database.db
      .select({ paid: invoice.paidAmount })
      .from(invoice)
      .where(and(eq(invoice.propertyId, rvs), eq(invoice.invoiceNo, invoiceNo)));
    expect(paid!.paid).toBe('990.00');
  }, 60_000);

  it('serves a file uploaded to one instance from the other', async () => {
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
    const form = new FormData();
    form.append('supplierCode', 'SP-LIFT');
    form.append('bankAccountInfo[bankCode]', '014');
    form.append('bankAccountInfo[bankBranchCode]', '0044');
    form.append('bankAccountInfo[accountNo]', '4441230001');
    form.append('bankAccountInfo[accountName]', 'Siam Lift and Escalator Co., Ltd.');
    form.append('files[0].file', new Blob([new Uint8Array(jpg)], { type: 'image/jpeg' }), 'bookbank.jpg');
    const saved = await fetch(`${a.url}/config/supplier/manage/bank-account?propertyCode=RVS`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const id = ((await saved.json()) as { data: { bankAccountId: string } }).data.bankAccountId;
    const list = await call(
      b,
      'GET',
      '/config/supplier/manage/bank-account?propertyCode=RVS&supplierCode=SP-LIFT',
    );
    const rows = list.json.data as unknown as { bankAccountId: string; files: { url: string }[] }[];
    const file = rows.find((r) => r.bankAccountId === id)!.files[0]!;
    const download = await fetch(`${b.url}${file.url}?propertyCode=RVS`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(jpg)).toBe(true);
  });

  it('commits an invoice import submitted on one instance, followed on the other to its invoices', async () => {
    const units = await database.db
      .select({ code: unit.code })
      .from(unit)
      .where(eq(unit.propertyId, rvs))
      .orderBy(unit.code)
      .limit(150);
    const rows = units.map((u) =>
      OVERDUE_IMPORT_COLUMNS.map(
        (c) =>
          ({
            propertyCode: 'RVS',
            unitCode: u.code,
            expenseType: 'CF',
            invoiceDate: '2024-02-01',
            dueDate: '2024-02-15',
            amountExcludeVat: '100',
          })[c as string] ?? '',
      ).join(','),
    );
    const form = new FormData();
    form.append('kind', 'OVERDUE');
    const text = [OVERDUE_IMPORT_COLUMNS.join(','), ...rows].join('\r\n');
    form.append('file', new Blob([text], { type: 'text/csv' }), 'debts.csv');
    const uploaded = await fetch(`${a.url}/invoices/v1/upload?lang=EN&propertyCode=RVS`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const up = ((await uploaded.json()) as { data: { uploadId: string; errorCount: number } }).data;
    expect(up.errorCount).toBe(0);
    const started = await call(a, 'POST', '/invoices/v1/upload/submit', { ...RVS, uploadId: up.uploadId });
    expect(started.json.data).toMatchObject({ status: 'COMMITTING', total: units.length });

    let outcome: Record<string, unknown> = {};
    for (let i = 0; i < 600; i++) {
      const seen = await call(
        b,
        'GET',
        `/invoices/v1/upload/status?lang=EN&propertyCode=RVS&uploadId=${up.uploadId}`,
      );
      expect(seen.status).toBe(200);
      outcome = seen.json.data;
      if (outcome.status !== 'COMMITTING') break;
      await pause(50);
    }
    expect(outcome).toMatchObject({ status: 'COMMITTED', invoiceCount: units.length });
    const made = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoice)
      .where(
        and(eq(invoice.propertyId, rvs), eq(invoice.source, 'IMPORT'), eq(invoice.invoiceDate, '2024-02-01')),
      );
    expect(made[0]!.n).toBe(units.length);
  }, 60_000);

  it('follows a billing run from the other instance and completes it there when its instance is killed', async () => {
    // The demo's units give way to UNITS units, each with an owner and a water reading (as the benchmark does).
    const db = database.db;
    await db.execute(sql`update unit set active = 'N' where property_id = ${rvs}`);
    await db.execute(sql`
      insert into unit (property_id, code, building, floor, unit_type_code, area, ownership_ratio)
      select ${rvs}, 'B' || lpad(g::text, 5, '0'), 'B', (g % 40)::text,
             (select code from unit_type where property_id = ${rvs} limit 1),
             (30 + g % 50)::numeric(12,2), (100.0 / ${UNITS})::numeric(9,6)
      from generate_series(1, ${UNITS}) g`);
    await db.execute(sql`
      insert into customer (property_id, code, owner_type, first_name_th, last_name_th)
      select ${rvs}, 'BC' || lpad(g::text, 5, '0'), 'OWNER', 'เจ้าของ', 'ห้อง ' || g
      from generate_series(1, ${UNITS}) g`);
    await db.execute(sql`
      insert into unit_occupant (property_id, unit_id, customer_id, owner_type, start_date)
      select ${rvs}, u.id, c.id, 'OWNER', '2020-01-01'
      from unit u join customer c on c.property_id = u.property_id and c.code = 'BC' || substr(u.code, 2)
      where u.property_id = ${rvs} and u.code like 'B%'`);
    await db.execute(sql`
      insert into meter_reading (property_id, unit_id, meter_type_code, month, previous, current)
      select ${rvs}, u.id, 'WATER', ${MONTH}, 100, 100 + (length(u.code) + ascii(right(u.code, 1))) % 30
      from unit u where u.property_id = ${rvs} and u.code like 'B%'`);
    await db.execute(sql`analyze unit, customer, unit_occupant, meter_reading`);

    const started = await call(a, 'POST', '/expenses/apply', {
      ...RVS,
      month: MONTH,
      invoiceDate: '2031-01-01',
      dueDate: '2031-01-15',
      missingMeter: 'SKIP',
    });
    expect(started.status).toBe(202);
    const runId = started.json.data.runId as string;

    // Either instance's worker may take the job: the one that did is the one to kill, the other is watched.
    let worker: string | null = null;
    for (let i = 0; i < 200 && !worker; i++) {
      worker = await workerOf(runId);
      if (!worker) await pause(50);
    }
    const [owner, other] = worker === a.worker ? [a, b] : [b, a];
    expect(owner.worker).toBe(worker);

    // The other instance shows the run's progress as the owner writes it; the owner dies half-way.
    let seen: Run | null = null;
    for (let i = 0; i < 1200 && !seen; i++) {
      const run = await runOn(other, runId);
      expect(run.status).toBe('RUNNING');
      if (run.done >= 1000 && run.done < run.unitCount) seen = run;
      else await pause(25);
    }
    expect(seen).toMatchObject({ status: 'RUNNING', unitCount: UNITS });
    owner.child.kill('SIGKILL');
    await owner.exited;
    // Nothing of the killed instance's transaction was kept.
    expect(await perUnit()).toEqual([]);

    // The survivor takes the run over once the dead worker's heartbeat is missed, and finishes it.
    let last: Run | null = null;
    for (let i = 0; i < 600; i++) {
      last = await runOn(other, runId);
      if (last.status !== 'RUNNING') break;
      await pause(100);
    }
    expect(last).toMatchObject({ status: 'DONE', invoiceCount: UNITS, done: UNITS, error: null });
    expect(await workerOf(runId)).toBe(other.worker);
    const billed = await perUnit();
    expect(billed).toHaveLength(UNITS);
    expect(billed.filter((u) => u.n !== 1)).toEqual([]);
    // Still answering: the survivor is up, and reads the finished run as the killed one would have.
    expect((await runOn(other, runId)).status).toBe('DONE');
  }, 120_000);
});

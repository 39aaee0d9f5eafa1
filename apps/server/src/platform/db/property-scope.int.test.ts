import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sqlState } from './errors';
import { property } from './schema';

/**
 * Property scope is kept by the database itself, not only by the code's `where property_id = ...`: every
 * reference from one property-scoped row to another carries the property in a composite foreign key, so a row of
 * one property can never point at a row of another, whatever SQL is sent.
 */

let t: TestApp;
let rvs: string;
let skv: string;
beforeAll(async () => {
  t = await createTestApp();
  const props = await t.database.db.select().from(property);
  rvs = props.find((p) => p.code === 'RVS')!.id;
  skv = props.find((p) => p.code === 'SKV')!.id;
});
afterAll(() => t.close());

type ScopedKey = { name: string; child: string; columns: string[]; child_scoped: boolean };

/** The SQLSTATE and constraint a transaction of raw SQL failed with; nulls when it would have committed. */
async function attempt(statements: SQL[]): Promise<{ state: string | null; constraint: string | null }> {
  const keep = new Error('rolled back on purpose');
  try {
    await t.database.db.transaction(async (tx) => {
      for (const s of statements) await tx.execute(s);
      throw keep;
    });
  } catch (error) {
    if (error === keep) return { state: null, constraint: null };
    let constraint: string | null = null;
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const c = (e as { constraint?: unknown }).constraint;
      if (typeof c === 'string') constraint = c;
    }
    return { state: sqlState(error), constraint };
  }
  throw new Error('unreachable');
}

async function first(query: SQL): Promise<string> {
  const { rows } = (await t.database.db.execute(query)) as { rows: { id: string }[] };
  if (!rows[0]) throw new Error('the demo master data has no such row');
  return rows[0].id;
}
const unitOf = (p: string) => first(sql`select id from unit where property_id = ${p} order by code limit 1`);
const customerOf = (p: string) =>
  first(sql`select id from customer where property_id = ${p} order by code limit 1`);
const expenseTypeOf = (p: string) =>
  first(sql`select id from expense_type where property_id = ${p} order by code limit 1`);

const invoiceSql = (id: string, prop: string, unitId: string, customerId: string) =>
  sql`insert into invoice (id, property_id, status, source, unit_id, customer_id, customer_name, invoice_date,
        due_date, billing_month, amount_exclude_vat, vat, grand_total)
      values (${id}, ${prop}, 'DRAFT', 'MANUAL', ${unitId}, ${customerId}, 'x', '2031-01-01', '2031-01-15',
        '2031-01', '100.00', '0.00', '100.00')`;
const lineSql = (prop: string, invoiceId: string, expenseTypeId: string) =>
  sql`insert into invoice_line (id, property_id, invoice_id, line_no, expense_type_id, description, cycle_start,
        cycle_end, amount_exclude_vat, vat, grand_total)
      values (${randomUUID()}, ${prop}, ${invoiceId}, 1, ${expenseTypeId}, 'x', '2031-01', '2031-01', '100.00',
        '0.00', '100.00')`;

describe('a row of one property cannot reference a row of another (raw SQL)', () => {
  it('accepts an invoice whose unit, customer and lines are all of its own property', async () => {
    const id = randomUUID();
    const [unitId, customerId, typeId] = [await unitOf(rvs), await customerOf(rvs), await expenseTypeOf(rvs)];
    expect(await attempt([invoiceSql(id, rvs, unitId, customerId), lineSql(rvs, id, typeId)])).toEqual({
      state: null,
      constraint: null,
    });
  });

  it("refuses an invoice of RVS for SKV's unit or SKV's customer", async () => {
    const [rvsUnit, rvsCustomer] = [await unitOf(rvs), await customerOf(rvs)];
    const [skvUnit, skvCustomer] = [await unitOf(skv), await customerOf(skv)];
    expect(await attempt([invoiceSql(randomUUID(), rvs, skvUnit, rvsCustomer)])).toEqual({
      state: '23503',
      constraint: 'invoice_unit_scoped',
    });
    expect(await attempt([invoiceSql(randomUUID(), rvs, rvsUnit, skvCustomer)])).toEqual({
      state: '23503',
      constraint: 'invoice_customer_scoped',
    });
  });

  it("refuses a line of RVS on SKV's invoice, and a line moved to the other property", async () => {
    const skvInvoice = randomUUID();
    const rvsInvoice = randomUUID();
    const setUp = [
      invoiceSql(skvInvoice, skv, await unitOf(skv), await customerOf(skv)),
      invoiceSql(rvsInvoice, rvs, await unitOf(rvs), await customerOf(rvs)),
    ];
    expect(await attempt([...setUp, lineSql(rvs, skvInvoice, await expenseTypeOf(rvs))])).toEqual({
      state: '23503',
      constraint: 'invoice_line_invoice_scoped',
    });
    expect(await attempt([...setUp, lineSql(rvs, rvsInvoice, await expenseTypeOf(skv))])).toEqual({
      state: '23503',
      constraint: 'invoice_line_expense_type_scoped',
    });
    // An existing row re-pointed by an update is refused the same way.
    expect(
      await attempt([
        ...setUp,
        sql`update invoice set unit_id = ${await unitOf(skv)} where id = ${rvsInvoice}`,
      ]),
    ).toEqual({ state: '23503', constraint: 'invoice_unit_scoped' });
  });

  it('leaves no property-scoped reference unscoped: every such foreign key carries property_id', async () => {
    // Foreign keys between two tables that both have a property_id column must include it on both sides; the
    // few child tables without one belong to a single parent row and reference nothing else of a property.
    const { rows } = (await t.database.db.execute(sql`
      select c.conname as name, c.conrelid::regclass::text as child,
        (select array_agg(a.attname::text order by a.attname) from pg_attribute a
          where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) as columns,
        exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'property_id'
          and not a.attisdropped) as child_scoped
      from pg_constraint c
      where c.contype = 'f'
        and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'property_id'
          and not a.attisdropped)
        and c.confrelid::regclass::text <> 'property'`)) as { rows: ScopedKey[] };
    const keys = rows;
    expect(keys.length).toBeGreaterThan(40);
    const unscoped = keys.filter((k) => k.child_scoped && !k.columns.includes('property_id'));
    expect(unscoped.map((k) => k.name)).toEqual([]);
    const ownerless = keys.filter((k) => !k.child_scoped).map((k) => k.child);
    expect([...new Set(ownerless)].sort()).toEqual([
      'approval_request_step',
      'approval_step_user',
      'expense_type_tier',
    ]);
  });
});

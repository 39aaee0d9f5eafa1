// The receipt save's floor: the rows one receipt writes (the invoice locked, the month's number taken, its journal
// entry and lines, the receipt with its invoice lines and payment, the invoice lines' and the invoice's paid
// amounts, the audit row) written by plain SQL, one prepared statement a table, in a transaction a receipt, on a
// connection of each client's own: the database's share of a receipt with no HTTP, no sign-in check and no
// application reads in between. Each transaction runs the commit-time checks (SET CONSTRAINTS ALL IMMEDIATE) and
// is rolled back, as the billing floor is, so the book is left as it was (a commit's WAL flush is not in it).
import { randomUUID } from 'node:crypto';
import { allocateInOrder, postReceipt, type AccountMap } from '@suanklang/accounting';
import {
  decimalStringToSatang,
  EXPENSE_CATEGORIES,
  satangToDecimalString,
  type ExpenseCategory,
  oneOf,
} from '@suanklang/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/platform/db/client';
import { accountMapOf, formatDocumentNo } from '../src/modules/ledger';
import { load, type LoadResult } from './http-client';
import { rowsOf } from './scale-book';

/** An open invoice a floor receipt pays 1.00 of, read before the timed part. */
export type FloorInvoice = {
  propertyId: string;
  invoiceId: string;
  unitId: string;
  customerId: string;
  customerName: string;
  lines: { id: string; category: ExpenseCategory; total: number; vat: number; settled: number }[];
};

/** The invoices (by number) of each client's property, with what the floor writes from them. */
export async function floorInvoices(
  db: Db,
  byProperty: { propertyId: string; invoiceNos: string[] }[],
): Promise<{ invoices: FloorInvoice[][]; maps: Map<string, AccountMap> }> {
  const maps = new Map<string, AccountMap>();
  const invoices: FloorInvoice[][] = [];
  for (const { propertyId, invoiceNos } of byProperty) {
    maps.set(propertyId, await accountMapOf(db, propertyId));
    const rows = await rowsOf<{
      invoiceId: string;
      invoiceNo: string;
      unitId: string;
      customerId: string;
      customerName: string;
      lineId: string;
      category: string;
      total: string;
      vat: string;
      settled: string;
    }>(
      db,
      sql`select i.id as "invoiceId", i.invoice_no as "invoiceNo", i.unit_id as "unitId",
                 i.customer_id as "customerId", i.customer_name as "customerName", l.id as "lineId",
                 t.category, l.grand_total::text as total, l.vat::text as vat,
                 (l.paid_amount + l.credited_amount)::text as settled
            from invoice i join invoice_line l on l.invoice_id = i.id
            join expense_type t on t.id = l.expense_type_id
           where i.property_id = ${propertyId} and i.invoice_no = any(${sql.param(invoiceNos)}::varchar[])
           order by i.invoice_no, l.line_no`,
    );
    const of = new Map<string, FloorInvoice>();
    for (const r of rows) {
      const inv = of.get(r.invoiceNo) ?? {
        propertyId,
        invoiceId: r.invoiceId,
        unitId: r.unitId,
        customerId: r.customerId,
        customerName: r.customerName,
        lines: [],
      };
      of.set(r.invoiceNo, inv);
      inv.lines.push({
        id: r.lineId,
        category: oneOf(EXPENSE_CATEGORIES, r.category, 'OTHER'),
        total: decimalStringToSatang(r.total),
        vat: decimalStringToSatang(r.vat),
        settled: decimalStringToSatang(r.settled),
      });
    }
    invoices.push(invoiceNos.map((no) => of.get(no)).filter((i): i is FloorInvoice => i !== undefined));
  }
  return { invoices, maps };
}

const AMOUNT = 100;

/** One receipt of 1.00 in cash on `inv`, written and rolled back on `client`. */
async function floorReceipt(
  client: pg.Client,
  inv: FloorInvoice,
  map: AccountMap,
  userId: string,
  date: string,
): Promise<void> {
  const q = (name: string, text: string, values: unknown[]) => client.query({ name, text, values });
  const { parts } = allocateInOrder(AMOUNT, inv.lines);
  const settled = parts.map((p) => ({ ...p, line: inv.lines[p.index]! }));
  const receiptId = randomUUID();
  const entryId = randomUUID();
  await client.query('begin');
  try {
    await q('floor_lock', 'select id from invoice where id = $1 and property_id = $2 for update', [
      inv.invoiceId,
      inv.propertyId,
    ]);
    const counter = await q(
      'floor_number',
      `insert into document_counter (property_id, document_type, period, last_no) values ($1, 'RC', $2, 1)
       on conflict (property_id, document_type, period) do update set last_no = document_counter.last_no + 1
       returning last_no`,
      [inv.propertyId, date.slice(0, 7)],
    );
    const receiptNo = formatDocumentNo(
      'RC',
      date.slice(0, 7),
      (counter.rows[0] as { last_no: number }).last_no,
    );
    const draft = postReceipt(
      {
        documentType: 'RC',
        documentNo: receiptNo,
        date,
        payments: [{ accountCode: map.CASH, amount: AMOUNT }],
        settled: settled.map((s) => ({
          category: s.line.category,
          amount: s.amount,
          vat: s.vat,
          invoiceLineId: s.line.id,
        })),
      },
      map,
    );
    await q(
      'floor_entry',
      `insert into journal_entry (id, property_id, document_type, document_no, kind, entry_date, description, source_id, posted_by)
       values ($1, $2, 'RC', $3, 'POST', $4, $5, $6, $7)`,
      [entryId, inv.propertyId, receiptNo, date, inv.customerName, receiptId, userId],
    );
    await q(
      'floor_lines',
      `insert into journal_line (entry_id, property_id, line_no, account_code, debit, credit, invoice_line_id, entry_date)
       select $1, $2, n, a, d, c, l, $3 from unnest($4::int[], $5::varchar[], $6::numeric[], $7::numeric[], $8::uuid[]) as v(n, a, d, c, l)`,
      [
        entryId,
        inv.propertyId,
        date,
        draft.lines.map((_, n) => n + 1),
        draft.lines.map((l) => l.accountCode),
        draft.lines.map((l) => (l.side === 'debit' ? satangToDecimalString(l.amount) : '0')),
        draft.lines.map((l) => (l.side === 'credit' ? satangToDecimalString(l.amount) : '0')),
        draft.lines.map((l) => l.invoiceLineId ?? null),
      ],
    );
    const vat = settled.reduce((s, p) => s + p.vat, 0);
    await q(
      'floor_receipt',
      `insert into receipt (id, property_id, receipt_no, receipt_type, source, unit_id, customer_id, customer_name,
                            receipt_date, amount_exclude_vat, vat, grand_total, paid_total, idempotency_key,
                            journal_entry_id, created_by)
       values ($1, $2, $3, '1', 'COUNTER', $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13)`,
      [
        receiptId,
        inv.propertyId,
        receiptNo,
        inv.unitId,
        inv.customerId,
        inv.customerName,
        date,
        satangToDecimalString(AMOUNT - vat),
        satangToDecimalString(vat),
        satangToDecimalString(AMOUNT),
        randomUUID(),
        entryId,
        userId,
      ],
    );
    await q(
      'floor_settled',
      `insert into receipt_invoice_line (property_id, receipt_id, invoice_id, invoice_line_id, amount_exclude_vat, vat, amount)
       select $1, $2, $3, l, b, v, a from unnest($4::uuid[], $5::numeric[], $6::numeric[], $7::numeric[]) as x(l, b, v, a)`,
      [
        inv.propertyId,
        receiptId,
        inv.invoiceId,
        settled.map((s) => s.line.id),
        settled.map((s) => satangToDecimalString(s.base)),
        settled.map((s) => satangToDecimalString(s.vat)),
        settled.map((s) => satangToDecimalString(s.amount)),
      ],
    );
    await q(
      'floor_payment',
      `insert into receipt_payment (receipt_id, property_id, line_no, payment_type, account_code, amount)
       values ($1, $2, 1, 'CASH', $3, $4)`,
      [receiptId, inv.propertyId, map.CASH, satangToDecimalString(AMOUNT)],
    );
    await q(
      'floor_paid_lines',
      `update invoice_line l set paid_amount = l.paid_amount + v.x from unnest($1::uuid[], $2::numeric[]) as v(id, x)
       where l.id = v.id and l.property_id = $3 and l.paid_amount + l.credited_amount + v.x <= l.grand_total`,
      [settled.map((s) => s.line.id), settled.map((s) => satangToDecimalString(s.amount)), inv.propertyId],
    );
    await q(
      'floor_paid_invoice',
      `update invoice set paid_amount = paid_amount + $1, updated_at = now()
       where id = $2 and property_id = $3 and paid_amount + credited_amount + $1 <= grand_total`,
      [satangToDecimalString(AMOUNT), inv.invoiceId, inv.propertyId],
    );
    await q(
      'floor_audit',
      `insert into audit_log (user_id, property_id, action, entity, entity_id, after)
       values ($1, $2, 'receipt.save', 'receipt', $3, $4)`,
      [
        userId,
        inv.propertyId,
        receiptId,
        JSON.stringify({ receiptNo, invoiceId: inv.invoiceId, amount: AMOUNT }),
      ],
    );
    await client.query('set constraints all immediate');
  } finally {
    await client.query('rollback');
  }
}

/**
 * `clients` connections, each writing floor receipts on its own property's invoices (`invoices[client]`, one
 * after another) as the receipt load does: `calls` timed after `warmup` untimed.
 */
export async function receiptFloor(
  url: string,
  invoices: FloorInvoice[][],
  maps: Map<string, AccountMap>,
  userId: string,
  date: string,
  calls: number,
  warmup: number,
): Promise<LoadResult> {
  const clients = await Promise.all(
    invoices.map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    return await load(
      clients.length,
      calls,
      async (c, k) => {
        const own = invoices[c]!;
        const inv = own[k % own.length];
        if (!inv) throw new Error('a floor client has no open invoice');
        await floorReceipt(clients[c]!, inv, maps.get(inv.propertyId)!, userId, date);
      },
      warmup,
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

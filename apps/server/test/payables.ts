import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { appUser, property } from '../src/platform/db/schema';
import { journalEntry, journalLine } from '../src/modules/ledger';
import type { TestApp } from './harness';

/** The test properties' scope as the payables tests send it. */
export const RVS = { lang: 'EN', propertyCode: 'RVS' } as const;

/** The error code of a refusal. */
export const codeOf = (res: { json: () => unknown }) => (res.json() as { code?: string }).code;

/** A refusal's field errors as `path:rule`. */
export const rulesOf = (res: { json: () => unknown }) =>
  ((res.json() as { fields?: { path: string; rule: string }[] }).fields ?? []).map(
    (e) => `${e.path}:${e.rule}`,
  );

/**
 * Where the payables tests start: the two properties' ids and the approver's, and request-pay approved in one step
 * by the demo approver (who never raises requests, so no creator approves his own).
 */
export async function payablesSetUp(t: TestApp): Promise<{ approver: string; rvs: string; skv: string }> {
  const db = t.database.db;
  const approver = (await db.select().from(appUser).where(eq(appUser.username, 'approver')))[0]!.id;
  const rvs = (await db.select().from(property).where(eq(property.code, 'RVS')))[0]!.id;
  const skv = (await db.select().from(property).where(eq(property.code, 'SKV')))[0]!.id;
  const step = await t.call({
    as: 'manager',
    method: 'POST',
    url: '/properties/approver',
    payload: { ...RVS, documentType: 'RQ', description: 'กรรมการอนุมัติ', userIds: [approver] },
  });
  expect(step.statusCode, step.body).toBe(201);
  return { approver, rvs, skv };
}

/** The journal lines a document posted (its reversals included), as sorted [account, debit, credit]. */
export async function postedOf(t: TestApp, propertyId: string, documentNo: string) {
  const db = t.database.db;
  const entries = await db
    .select({ id: journalEntry.id })
    .from(journalEntry)
    .where(and(eq(journalEntry.propertyId, propertyId), eq(journalEntry.documentNo, documentNo)));
  const lines = await db
    .select()
    .from(journalLine)
    .where(
      inArray(
        journalLine.entryId,
        entries.map((e) => e.id),
      ),
    );
  return lines.map((l) => [l.accountCode, l.debit, l.credit]).sort();
}

/** Debits less credits over every entry of the property, in baht: 0 when the trial balance balances. */
export async function trialBalanceOff(t: TestApp, propertyId: string) {
  const [row] = await t.database.db
    .select({ off: sql<string>`coalesce(sum(${journalLine.debit} - ${journalLine.credit}), 0)::text` })
    .from(journalLine)
    .innerJoin(journalEntry, eq(journalEntry.id, journalLine.entryId))
    .where(eq(journalEntry.propertyId, propertyId));
  return Number(row!.off);
}

/**
 * The request-pay calls of the payables tests: save as the accountant, approve as the demo approver (the one
 * step `payablesSetUp` configures), cancel with a reason, read the detail. `app` is read at each call (the test
 * app is made in beforeAll).
 */
export function requestCalls(app: () => TestApp, cancelReason: string) {
  return {
    save: (payload: Record<string, unknown>, as = 'accountant') =>
      app().call({ as, method: 'POST', url: '/purchaseorders/save', payload: { ...RVS, ...payload } }),
    approve: (documentNo: string) =>
      app().call({
        as: 'approver',
        method: 'PUT',
        url: '/pendingapproval/approve',
        payload: { ...RVS, documentType: 'RQ', documentNo, action: 'approve' },
      }),
    cancel: (requestPayNo: string) =>
      app().call({
        as: 'accountant',
        method: 'PUT',
        url: '/purchaseorders/cancel',
        payload: { ...RVS, requestPayNo, reason: cancelReason },
      }),
    detail: (no: string) =>
      app().call({ as: 'accountant', method: 'GET', url: `/purchaseorders/${no}?propertyCode=RVS&lang=EN` }),
  };
}

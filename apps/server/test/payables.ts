import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appUser, property } from '../src/platform/db/schema';
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

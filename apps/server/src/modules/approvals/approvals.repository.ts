import { personName } from '@suanklang/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Lang } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';
import { appUser, role, userPropertyRole } from '../../platform/db/schema';
import { approvalRequest, approvalRequestStep, approvalStep, approvalStepUser } from './approvals.schema';
import { nameColumns } from '../../platform/user-name';

export type UserRef = { id: string; name: string; email: string | null };

export async function usersByIds(
  db: Executor,
  ids: readonly string[],
  lang: Lang,
): Promise<Map<string, UserRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, ...nameColumns, email: appUser.email })
    .from(appUser)
    .where(inArray(appUser.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: personName(r, lang) ?? '', email: r.email }]));
}

/** Users who may approve a document type on the property: admins, and active members whose role allows it. */
export async function eligibleApprovers(
  db: Executor,
  propertyId: string,
  documentType: string,
  lang: Lang,
): Promise<UserRef[]> {
  const rows = await db
    .selectDistinct({
      id: appUser.id,
      ...nameColumns,
      email: appUser.email,
      username: appUser.username,
    })
    .from(appUser)
    .leftJoin(
      userPropertyRole,
      and(
        eq(userPropertyRole.userId, appUser.id),
        eq(userPropertyRole.propertyId, propertyId),
        eq(userPropertyRole.active, 'Y'),
      ),
    )
    .leftJoin(role, eq(role.code, userPropertyRole.roleCode))
    .where(or(eq(appUser.isAdmin, true), sql`${documentType} = any(${role.approvalTypes})`))
    .orderBy(asc(appUser.username));
  return rows.map((r) => ({ id: r.id, name: personName(r, lang) ?? '', email: r.email }));
}

export async function stepsOf(db: Executor, propertyId: string, documentType?: string) {
  const steps = await db
    .select()
    .from(approvalStep)
    .where(
      and(
        eq(approvalStep.propertyId, propertyId),
        documentType ? eq(approvalStep.documentType, documentType) : undefined,
      ),
    )
    .orderBy(asc(approvalStep.documentType), asc(approvalStep.stepNo));
  const users = steps.length
    ? await db
        .select()
        .from(approvalStepUser)
        .where(
          inArray(
            approvalStepUser.stepId,
            steps.map((s) => s.id),
          ),
        )
    : [];
  return steps.map((s) => ({ ...s, userIds: users.filter((u) => u.stepId === s.id).map((u) => u.userId) }));
}
export type ConfiguredStep = Awaited<ReturnType<typeof stepsOf>>[number];

export async function findStep(db: Executor, propertyId: string, stepId: string) {
  const [row] = await db
    .select()
    .from(approvalStep)
    .where(and(eq(approvalStep.propertyId, propertyId), eq(approvalStep.id, stepId)));
  return row ?? null;
}

/** Serialises configuration changes of one document type (step numbers are renumbered). */
export async function lockType(db: Executor, propertyId: string, documentType: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`approval_step:${propertyId}:${documentType}`}))`,
  );
}

export async function findRequest(
  db: Executor,
  propertyId: string,
  documentType: string,
  documentNo: string,
  opts: { lock?: boolean } = {},
) {
  const q = db
    .select()
    .from(approvalRequest)
    .where(
      and(
        eq(approvalRequest.propertyId, propertyId),
        eq(approvalRequest.documentType, documentType),
        eq(approvalRequest.documentNo, documentNo),
      ),
    );
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function requestSteps(db: Executor, requestId: string) {
  return db
    .select()
    .from(approvalRequestStep)
    .where(eq(approvalRequestStep.requestId, requestId))
    .orderBy(asc(approvalRequestStep.stepNo));
}

/**
 * Pending requests whose current step (the first one still waiting) lists the user, for the document types the
 * user may approve.
 */
export async function pendingFor(
  db: Executor,
  propertyId: string,
  userId: string,
  documentTypes: readonly string[],
  f: {
    documentType?: string | undefined;
    documentNo?: string | undefined;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
  },
  page: { page: number; pageSize: number },
) {
  if (documentTypes.length === 0) return { rows: [], total: 0 };
  const current = db
    .select({
      requestId: approvalRequestStep.requestId,
      stepNo: sql<number>`min(${approvalRequestStep.stepNo})`.as('current_step'),
    })
    .from(approvalRequestStep)
    .where(eq(approvalRequestStep.status, 0))
    .groupBy(approvalRequestStep.requestId)
    .as('current');
  const where = and(
    eq(approvalRequest.propertyId, propertyId),
    eq(approvalRequest.status, 'PENDING'),
    inArray(approvalRequest.documentType, [...documentTypes]),
    f.documentType ? eq(approvalRequest.documentType, f.documentType) : undefined,
    f.documentNo
      ? sql`${approvalRequest.documentNo} ilike ${`%${f.documentNo.replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
    f.dateFrom
      ? gte(sql`(${approvalRequest.createdAt} at time zone 'Asia/Bangkok')::date`, f.dateFrom)
      : undefined,
    f.dateTo
      ? lte(sql`(${approvalRequest.createdAt} at time zone 'Asia/Bangkok')::date`, f.dateTo)
      : undefined,
    sql`${userId}::uuid = any(${approvalRequestStep.candidateIds})`,
  );
  const base = () =>
    db
      .select({
        request: approvalRequest,
        stepNo: approvalRequestStep.stepNo,
        step: {
          description: approvalRequestStep.description,
          descriptionEn: approvalRequestStep.descriptionEn,
        },
        creator: nameColumns,
      })
      .from(approvalRequest)
      .innerJoin(current, eq(current.requestId, approvalRequest.id))
      .innerJoin(
        approvalRequestStep,
        and(
          eq(approvalRequestStep.requestId, approvalRequest.id),
          eq(approvalRequestStep.stepNo, current.stepNo),
        ),
      )
      .leftJoin(appUser, eq(appUser.id, approvalRequest.createdBy))
      .where(where);
  const rows = await base()
    .orderBy(desc(approvalRequest.createdAt), asc(approvalRequest.documentNo))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalRequest)
    .innerJoin(current, eq(current.requestId, approvalRequest.id))
    .innerJoin(
      approvalRequestStep,
      and(
        eq(approvalRequestStep.requestId, approvalRequest.id),
        eq(approvalRequestStep.stepNo, current.stepNo),
      ),
    )
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function markLaterSteps(db: Executor, requestId: string) {
  await db
    .update(approvalRequestStep)
    .set({ status: 4 })
    .where(
      and(
        eq(approvalRequestStep.requestId, requestId),
        eq(approvalRequestStep.status, 0),
        isNull(approvalRequestStep.approverId),
      ),
    );
}

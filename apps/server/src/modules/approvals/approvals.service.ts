import { and, eq, sql } from 'drizzle-orm';
import {
  APPROVAL_DOCUMENT_TYPES,
  codeLabel,
  codeOptions,
  isCodeOf,
  satangToDecimalString,
  type ApprovalDocumentType,
  type ApprovalFlowData,
  type ApproverStep,
  type Lang,
  type PendingRow,
  personName,
} from '@suanklang/shared';
import { audit } from '../../platform/audit';
import type { Db, Executor } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { scoped } from '../../platform/request-context';
import { ledgerError } from '../ledger';
import { findProperty } from '../property-settings';
import * as repo from './approvals.repository';
import { approvalRequest, approvalRequestStep, approvalStep, approvalStepUser } from './approvals.schema';

type Actor = ReturnType<typeof scoped>;
export type RequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

/** What a document type's owner does when its request closes; runs in the same transaction as the last act. */
export type ApprovalHandler = {
  onApproved: (
    tx: Executor,
    ctx: { propertyId: string; documentId: string; documentNo: string; userId: string },
  ) => Promise<void>;
  onRejected: (
    tx: Executor,
    ctx: { propertyId: string; documentId: string; documentNo: string; userId: string; reason: string },
  ) => Promise<void>;
  /** Optional one-line summaries (description, amount in satang) for the pending list. */
  summaries?: (
    db: Executor,
    propertyId: string,
    documentIds: string[],
    lang: Lang,
  ) => Promise<Map<string, { description: string | null; amount: number | null }>>;
};

const handlers = new Map<string, ApprovalHandler>();

/** Each document area registers its handler once, when its module loads. */
export function registerApprovalHandler(documentType: ApprovalDocumentType, handler: ApprovalHandler): void {
  handlers.set(documentType, handler);
}

const canApproveType = (actor: Actor, documentType: string) =>
  actor.user.isAdmin || actor.rights.approvalTypes.includes(documentType);

/**
 * Sends a document for approval: the configured steps are copied onto the request, so later changes of the
 * configuration do not move it. Without steps the document is approved at once (its handler runs now).
 */
export async function submitForApproval(
  tx: Executor,
  actor: { userId: string; propertyId: string },
  doc: { documentType: ApprovalDocumentType; documentId: string; documentNo: string },
): Promise<'PENDING' | 'APPROVED'> {
  const steps = await repo.stepsOf(tx, actor.propertyId, doc.documentType);
  const usable = steps.filter((s) => s.userIds.length > 0);
  const status = usable.length === 0 ? 'APPROVED' : 'PENDING';
  const [request] = await tx
    .insert(approvalRequest)
    .values({
      propertyId: actor.propertyId,
      documentType: doc.documentType,
      documentId: doc.documentId,
      documentNo: doc.documentNo,
      status,
      createdBy: actor.userId,
      closedAt: status === 'APPROVED' ? new Date() : null,
    })
    .returning();
  if (usable.length > 0) {
    await tx.insert(approvalRequestStep).values(
      usable.map((s, i) => ({
        requestId: request!.id,
        stepNo: i + 1,
        description: s.description,
        descriptionEn: s.descriptionEn,
        candidateIds: s.userIds,
      })),
    );
  } else {
    await handlers.get(doc.documentType)?.onApproved(tx, {
      propertyId: actor.propertyId,
      documentId: doc.documentId,
      documentNo: doc.documentNo,
      userId: actor.userId,
    });
  }
  return status;
}

/**
 * Approve or reject the current step. Only a candidate of that step who holds the approval right for the
 * document type may act. The request row is locked, so of two approvers acting at once one wins and the other
 * finds the step taken (ST303). The last approval closes the request and runs the type's handler in this
 * transaction; a rejection marks the later steps 4 and runs the rejection handler.
 */
export async function act(
  tx: Executor,
  actor: Actor,
  input: {
    documentType: ApprovalDocumentType;
    documentNo: string;
    action: 'approve' | 'reject';
    reason?: string | null | undefined;
  },
): Promise<RequestStatus> {
  const request = await repo.findRequest(
    tx,
    actor.property.id,
    input.documentType,
    input.documentNo.toUpperCase(),
    { lock: true },
  );
  if (!request) throw new AppError('ST301');
  if (request.status !== 'PENDING') throw new AppError('ST303');
  if (!canApproveType(actor, input.documentType)) throw new AppError('ST302');
  const steps = await repo.requestSteps(tx, request.id);
  const current = steps.find((s) => s.status === 0);
  if (!current) throw new AppError('ST303');
  if (!current.candidateIds.includes(actor.user.id)) throw new AppError('ST302');
  const reason = input.reason?.trim() ?? '';
  if (input.action === 'reject' && reason === '') throw new AppError('ST304');
  // Separation of duties: who made the document does not approve it, unless the property allows it.
  if (input.action === 'approve' && request.createdBy === actor.user.id) {
    const found = await findProperty(tx, actor.property.id);
    if (!found?.setting?.creatorMayApprove) throw new AppError('ST308');
  }

  const now = new Date();
  const handler = handlers.get(input.documentType);
  const ctx = {
    propertyId: actor.property.id,
    documentId: request.documentId,
    documentNo: request.documentNo,
    userId: actor.user.id,
  };
  let status: RequestStatus = 'PENDING';
  if (input.action === 'approve') {
    await tx
      .update(approvalRequestStep)
      .set({ status: 1, approverId: actor.user.id, processedAt: now, reason: reason || null })
      .where(and(eq(approvalRequestStep.id, current.id), eq(approvalRequestStep.status, 0)));
    if (current.stepNo === steps[steps.length - 1]!.stepNo) {
      status = 'APPROVED';
      await tx
        .update(approvalRequest)
        .set({ status, closedAt: now })
        .where(eq(approvalRequest.id, request.id));
      await handler?.onApproved(tx, ctx);
    }
  } else {
    await tx
      .update(approvalRequestStep)
      .set({ status: 2, approverId: actor.user.id, processedAt: now, reason })
      .where(eq(approvalRequestStep.id, current.id));
    await repo.markLaterSteps(tx, request.id);
    status = 'REJECTED';
    await tx.update(approvalRequest).set({ status, closedAt: now }).where(eq(approvalRequest.id, request.id));
    await handler?.onRejected(tx, { ...ctx, reason });
  }
  await audit(tx, {
    userId: actor.user.id,
    propertyId: actor.property.id,
    action: `approval.${input.action}`,
    entity: 'approval_request',
    entityId: request.id,
    after: {
      documentType: input.documentType,
      documentNo: request.documentNo,
      stepNo: current.stepNo,
      status,
      reason: reason || null,
    },
  });
  return status;
}

/** The document was cancelled by its owner: a pending request closes and its waiting steps become 4. */
export async function cancelRequest(
  tx: Executor,
  propertyId: string,
  doc: { documentType: ApprovalDocumentType; documentNo: string },
): Promise<void> {
  const request = await repo.findRequest(tx, propertyId, doc.documentType, doc.documentNo, { lock: true });
  if (!request || request.status !== 'PENDING') return;
  await repo.markLaterSteps(tx, request.id);
  await tx
    .update(approvalRequest)
    .set({ status: 'CANCELLED', closedAt: new Date() })
    .where(eq(approvalRequest.id, request.id));
}

/** The approval flow of a document (001 s.3), or null when it never went for approval. */
export async function approvalFlowOf(
  db: Executor,
  actor: Actor,
  documentType: ApprovalDocumentType,
  documentNo: string,
): Promise<ApprovalFlowData | null> {
  const request = await repo.findRequest(db, actor.property.id, documentType, documentNo.toUpperCase());
  if (!request) return null;
  const steps = await repo.requestSteps(db, request.id);
  const users = await repo.usersByIds(
    db,
    [
      ...(request.createdBy ? [request.createdBy] : []),
      ...steps.flatMap((s) => [...s.candidateIds, ...(s.approverId ? [s.approverId] : [])]),
    ],
    actor.lang,
  );
  const creator = request.createdBy ? users.get(request.createdBy) : undefined;
  const current = steps.find((s) => s.status === 0);
  return {
    documentType,
    documentNo: request.documentNo,
    status: request.status as RequestStatus,
    createdBy: creator?.name ?? '',
    email: creator?.email ?? null,
    createdDate: request.createdAt.toISOString(),
    canAct:
      request.status === 'PENDING' &&
      !!current &&
      current.candidateIds.includes(actor.user.id) &&
      canApproveType(actor, documentType),
    details: steps.map((s) => {
      const approver = s.approverId ? users.get(s.approverId) : undefined;
      return {
        detailID: s.stepNo,
        description: localizedStep(s, actor.lang),
        approver: approver?.name ?? null,
        approverEmail: approver?.email ?? null,
        status: s.status,
        statusDescription: isCodeOf('approvalResult', s.status)
          ? codeLabel('approvalResult', s.status, actor.lang)
          : null,
        processDate: s.processedAt?.toISOString() ?? null,
        reason: s.reason,
        users: s.candidateIds.map((id) => {
          const u = users.get(id);
          return { userID: id, name: u?.name ?? '', email: u?.email ?? null };
        }),
      };
    }),
  };
}

type StepInput = { description: string; descriptionEn?: string | undefined; userIds: string[] };

const blankToNull = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/** A step's name on the chosen language's screens: its English name in English when one was given. */
function localizedStep(step: { description: string; descriptionEn: string | null }, lang: Lang): string {
  return (lang === 'en' ? step.descriptionEn : null) || step.description;
}

async function inTransaction<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw ledgerError(error) ?? error;
  }
}

/** Configuration (approvers per document type) and the pending-approval screen's use cases. */
export function createApprovalsService(db: Db) {
  async function toStep(tx: Executor, s: repo.ConfiguredStep, lang: Lang): Promise<ApproverStep> {
    const users = await repo.usersByIds(tx, s.userIds, lang);
    return {
      stepId: s.id,
      documentType: s.documentType as ApprovalDocumentType,
      stepNo: s.stepNo,
      description: s.description,
      descriptionEn: s.descriptionEn,
      users: s.userIds.map((id) => ({
        userID: id,
        name: users.get(id)?.name ?? '',
        email: users.get(id)?.email ?? null,
      })),
    };
  }

  async function checkUsers(tx: Executor, actor: Actor, documentType: string, userIds: readonly string[]) {
    const eligible = new Set(
      (await repo.eligibleApprovers(tx, actor.property.id, documentType, actor.lang)).map((u) => u.id),
    );
    if (userIds.some((id) => !eligible.has(id))) throw new AppError('ST305');
  }

  async function loadStep(tx: Executor, actor: Actor, stepId: string) {
    const step = await repo.findStep(tx, actor.property.id, stepId);
    if (!step) throw new AppError('ST306');
    return step;
  }

  async function stepById(tx: Executor, actor: Actor, stepId: string) {
    const step = await loadStep(tx, actor, stepId);
    const found = (await repo.stepsOf(tx, actor.property.id, step.documentType)).find((s) => s.id === stepId);
    return toStep(tx, found!, actor.lang);
  }

  return {
    async list(actor: Actor, documentType?: ApprovalDocumentType) {
      const steps = await repo.stepsOf(db, actor.property.id, documentType);
      return Promise.all(steps.map((s) => toStep(db, s, actor.lang)));
    },

    async candidates(actor: Actor, documentType: ApprovalDocumentType) {
      return (await repo.eligibleApprovers(db, actor.property.id, documentType, actor.lang)).map((u) => ({
        userID: u.id,
        name: u.name,
        email: u.email,
      }));
    },

    async create(actor: Actor, input: StepInput & { documentType: ApprovalDocumentType }) {
      return inTransaction(db, async (tx) => {
        await repo.lockType(tx, actor.property.id, input.documentType);
        await checkUsers(tx, actor, input.documentType, input.userIds);
        const [max] = await tx
          .select({ n: sql<number>`coalesce(max(${approvalStep.stepNo}), 0)::int` })
          .from(approvalStep)
          .where(
            and(
              eq(approvalStep.propertyId, actor.property.id),
              eq(approvalStep.documentType, input.documentType),
            ),
          );
        const [step] = await tx
          .insert(approvalStep)
          .values({
            propertyId: actor.property.id,
            documentType: input.documentType,
            stepNo: Number(max?.n ?? 0) + 1,
            description: input.description,
            descriptionEn: blankToNull(input.descriptionEn),
            updatedBy: actor.user.id,
          })
          .returning();
        await tx
          .insert(approvalStepUser)
          .values(input.userIds.map((userId) => ({ stepId: step!.id, userId })));
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'approver.create',
          entity: 'approval_step',
          entityId: step!.id,
          after: input,
        });
        return stepById(tx, actor, step!.id);
      });
    },

    async update(actor: Actor, input: StepInput & { stepId: string }) {
      return inTransaction(db, async (tx) => {
        const step = await loadStep(tx, actor, input.stepId);
        await repo.lockType(tx, actor.property.id, step.documentType);
        await checkUsers(tx, actor, step.documentType, input.userIds);
        await tx
          .update(approvalStep)
          .set({
            description: input.description,
            descriptionEn: blankToNull(input.descriptionEn),
            updatedBy: actor.user.id,
            updatedAt: new Date(),
          })
          .where(eq(approvalStep.id, step.id));
        await tx.delete(approvalStepUser).where(eq(approvalStepUser.stepId, step.id));
        await tx
          .insert(approvalStepUser)
          .values(input.userIds.map((userId) => ({ stepId: step.id, userId })));
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'approver.update',
          entity: 'approval_step',
          entityId: step.id,
          before: step,
          after: input,
        });
        return stepById(tx, actor, step.id);
      });
    },

    async remove(actor: Actor, stepId: string) {
      await inTransaction(db, async (tx) => {
        const step = await loadStep(tx, actor, stepId);
        await repo.lockType(tx, actor.property.id, step.documentType);
        await tx.delete(approvalStep).where(eq(approvalStep.id, step.id));
        // Two moves so the unique step number is never held twice while the later steps move up.
        const later = and(
          eq(approvalStep.propertyId, actor.property.id),
          eq(approvalStep.documentType, step.documentType),
          sql`${approvalStep.stepNo} > ${step.stepNo}`,
        );
        await tx
          .update(approvalStep)
          .set({ stepNo: sql`${approvalStep.stepNo} + 10000` })
          .where(later);
        await tx
          .update(approvalStep)
          .set({ stepNo: sql`${approvalStep.stepNo} - 10001` })
          .where(
            and(
              eq(approvalStep.propertyId, actor.property.id),
              eq(approvalStep.documentType, step.documentType),
              sql`${approvalStep.stepNo} > 10000`,
            ),
          );
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'approver.delete',
          entity: 'approval_step',
          entityId: step.id,
          before: step,
        });
      });
    },

    async detailUsers(actor: Actor, stepId: string) {
      return (await stepById(db, actor, stepId)).users;
    },

    async addUser(actor: Actor, stepId: string, userId: string) {
      return inTransaction(db, async (tx) => {
        const step = await loadStep(tx, actor, stepId);
        await checkUsers(tx, actor, step.documentType, [userId]);
        await tx.insert(approvalStepUser).values({ stepId, userId }).onConflictDoNothing();
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'approver.detail.add',
          entity: 'approval_step',
          entityId: stepId,
          after: { userId },
        });
        return (await stepById(tx, actor, stepId)).users;
      });
    },

    async removeUser(actor: Actor, stepId: string, userId: string) {
      return inTransaction(db, async (tx) => {
        await loadStep(tx, actor, stepId);
        await tx
          .delete(approvalStepUser)
          .where(and(eq(approvalStepUser.stepId, stepId), eq(approvalStepUser.userId, userId)));
        await audit(tx, {
          userId: actor.user.id,
          propertyId: actor.property.id,
          action: 'approver.detail.remove',
          entity: 'approval_step',
          entityId: stepId,
          before: { userId },
        });
        return (await stepById(tx, actor, stepId)).users;
      });
    },

    documentTypes(actor: Actor) {
      return codeOptions('approvalDocumentType', actor.lang);
    },

    documentNames(actor: Actor) {
      return APPROVAL_DOCUMENT_TYPES.filter((t) => canApproveType(actor, t)).map((documentType) => ({
        documentType,
        documentName: codeLabel('approvalDocumentType', documentType, actor.lang),
      }));
    },

    async search(
      actor: Actor,
      q: {
        documentType?: ApprovalDocumentType | undefined;
        documentNo?: string | undefined;
        dateFrom?: string | undefined;
        dateTo?: string | undefined;
        page: number;
        pageSize: number;
      },
    ): Promise<{ rows: PendingRow[]; paging: { page: number; pageSize: number; total: number } }> {
      const types = APPROVAL_DOCUMENT_TYPES.filter((t) => canApproveType(actor, t));
      const { rows, total } = await repo.pendingFor(db, actor.property.id, actor.user.id, types, q, q);
      const summaries = new Map<string, { description: string | null; amount: number | null }>();
      for (const type of types) {
        const ids = rows.filter((r) => r.request.documentType === type).map((r) => r.request.documentId);
        const summarise = handlers.get(type)?.summaries;
        if (ids.length && summarise)
          for (const [k, val] of await summarise(db, actor.property.id, ids, actor.lang))
            summaries.set(k, val);
      }
      return {
        rows: rows.map((r) => {
          const type = r.request.documentType as ApprovalDocumentType;
          const s = summaries.get(r.request.documentId);
          return {
            documentType: type,
            documentName: codeLabel('approvalDocumentType', type, actor.lang),
            documentNo: r.request.documentNo,
            documentId: r.request.documentId,
            description: s?.description ?? null,
            amount: s?.amount == null ? null : satangToDecimalString(s.amount),
            createdBy: personName(r.creator, actor.lang) ?? '',
            createdDate: r.request.createdAt.toISOString(),
            stepNo: r.stepNo,
            stepDescription: localizedStep(r.step, actor.lang),
          };
        }),
        paging: { page: q.page, pageSize: q.pageSize, total },
      };
    },

    async flow(actor: Actor, documentType: ApprovalDocumentType, documentNo: string) {
      const flow = await approvalFlowOf(db, actor, documentType, documentNo);
      if (!flow) throw new AppError('ST301');
      return flow;
    },

    async act(actor: Actor, input: Parameters<typeof act>[2]) {
      const status = await inTransaction(db, (tx) => act(tx, actor, input));
      return { documentType: input.documentType, documentNo: input.documentNo.toUpperCase(), status };
    },
  };
}

/** How many documents wait for the user's action on the property (the shell's approval badge). */
export async function countPendingFor(
  db: Executor,
  propertyId: string,
  userId: string,
  approvalTypes: readonly string[],
): Promise<number> {
  const types = APPROVAL_DOCUMENT_TYPES.filter((t) => approvalTypes.includes(t));
  return (await repo.pendingFor(db, propertyId, userId, types, {}, { page: 1, pageSize: 1 })).total;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appUser, property } from '../platform/db/schema';
import { approvalStep, approvalStepUser } from '../modules/approvals/approvals.schema';
import { DEMO_PROPERTY } from './seed';

const BOARD = { description: 'กรรมการนิติบุคคลอนุมัติ', descriptionEn: 'Committee approves' };

/** The demo property's approval flows; a document type that already has steps is left as it is. */
const FLOWS: {
  documentType: string;
  steps: { description: string; descriptionEn: string; usernames: string[] }[];
}[] = [
  { documentType: 'CN', steps: [{ ...BOARD, usernames: ['approver'] }] },
  { documentType: 'JV', steps: [{ ...BOARD, usernames: ['approver'] }] },
  {
    documentType: 'RQ',
    steps: [
      { description: 'ผู้จัดการนิติบุคคลตรวจสอบ', descriptionEn: 'Manager reviews', usernames: ['manager'] },
      { ...BOARD, usernames: ['approver', 'admin'] },
    ],
  },
];

/**
 * Seeds the demo approvers: credit notes and journal vouchers go to the demo user 'approver'; request-pay has a
 * two-step example.
 */
export async function seedApprovals(db: Db): Promise<void> {
  const [demo] = await db.select().from(property).where(eq(property.code, DEMO_PROPERTY));
  if (!demo) return;
  const usernames = [...new Set(FLOWS.flatMap((f) => f.steps.flatMap((s) => s.usernames)))];
  const users = new Map(
    (
      await db
        .select({ id: appUser.id, username: appUser.username })
        .from(appUser)
        .where(inArray(appUser.username, usernames))
    ).map((u) => [u.username, u.id]),
  );
  await db.transaction(async (tx) => {
    for (const flow of FLOWS) {
      const existing = await tx
        .select({ id: approvalStep.id })
        .from(approvalStep)
        .where(and(eq(approvalStep.propertyId, demo.id), eq(approvalStep.documentType, flow.documentType)));
      if (existing.length > 0) continue;
      for (const [i, step] of flow.steps.entries()) {
        const ids = step.usernames.map((u) => users.get(u)).filter((id): id is string => !!id);
        if (ids.length === 0) continue;
        const [row] = await tx
          .insert(approvalStep)
          .values({
            propertyId: demo.id,
            documentType: flow.documentType,
            stepNo: i + 1,
            description: step.description,
            descriptionEn: step.descriptionEn,
          })
          .onConflictDoNothing()
          .returning();
        if (row) await tx.insert(approvalStepUser).values(ids.map((userId) => ({ stepId: row.id, userId })));
      }
    }
  });
}

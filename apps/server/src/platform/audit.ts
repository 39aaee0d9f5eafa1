import { auditLog } from './db/schema';
import type { Executor } from './db/client';

export type AuditEntry = {
  userId: string | null;
  propertyId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Secrets never reach the audit trail. */
function scrub(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value ?? null;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of ['password', 'passwordHash']) if (key in copy) copy[key] = '***';
  return copy;
}

/** Call inside the mutation's transaction so the audit row commits or rolls back with it. */
export async function audit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    propertyId: entry.propertyId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}

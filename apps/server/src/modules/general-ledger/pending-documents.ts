import type { GlDocumentType, Lang } from '@suanklang/shared';
import type { Executor } from '../../platform/db/client';

/**
 * Documents of modules above the G/L that post on their own date once approved (request-pay): while one waits
 * for approval its month cannot close. Such a module registers its count when it loads (the G/L cannot import
 * it: that module depends on what depends on the G/L).
 */
export type PendingDocuments = {
  documentType: GlDocumentType;
  /** How many wait for approval, dated in [from, to). */
  count: (db: Executor, propertyId: string, from: string, to: string) => Promise<number>;
  message: Record<Lang, (n: number) => string>;
};

const registered = new Map<GlDocumentType, PendingDocuments>();

export function registerPendingDocuments(pending: PendingDocuments): void {
  registered.set(pending.documentType, pending);
}

export function pendingDocuments(): PendingDocuments[] {
  return [...registered.values()];
}

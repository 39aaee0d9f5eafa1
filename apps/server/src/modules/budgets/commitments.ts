import type { Executor } from '../../platform/db/client';

/**
 * What documents waiting for approval will charge to expense accounts (request-pay): a request posts its expense
 * when the last step approves it, so until then its amount is "committed" against the budget, and from then on it
 * is actual (docs/decisions.md "Committed amounts"). Such a module registers its reader when it loads (budgets
 * cannot import it: request-pay calls the budget check).
 */
export type CommittedQuery = {
  accountCodes: string[];
  /** Dates, both included. */
  from: string;
  to: string;
  /** A document left out: the one being saved again or approved, whose own amount is what is checked. */
  except?: string;
};
/** Satang per account and month (YYYY-MM) of the document's date. */
export type CommittedRow = { accountCode: string; period: string; amount: number };
/** One document behind a committed figure (the summary's drill-down): its amount on the accounts asked, satang. */
export type CommittedDocument = {
  documentType: string;
  documentNo: string;
  date: string;
  description: string | null;
  amount: number;
};
export type Commitments = {
  sums: (db: Executor, propertyId: string, q: CommittedQuery) => Promise<CommittedRow[]>;
  documents: (db: Executor, propertyId: string, q: CommittedQuery) => Promise<CommittedDocument[]>;
};

const registered: Commitments[] = [];

export function registerCommitments(commitments: Commitments): void {
  if (!registered.includes(commitments)) registered.push(commitments);
}

export async function committedRows(
  db: Executor,
  propertyId: string,
  q: CommittedQuery,
): Promise<CommittedRow[]> {
  if (q.accountCodes.length === 0) return [];
  const rows: CommittedRow[] = [];
  // One after the other: a transaction's connection runs one query at a time.
  for (const read of registered) rows.push(...(await read.sums(db, propertyId, q)));
  return rows;
}

export async function committedDocuments(
  db: Executor,
  propertyId: string,
  q: CommittedQuery,
): Promise<CommittedDocument[]> {
  if (q.accountCodes.length === 0) return [];
  const rows: CommittedDocument[] = [];
  for (const read of registered) rows.push(...(await read.documents(db, propertyId, q)));
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.documentNo.localeCompare(b.documentNo));
}

import type { JournalDraft, JournalLine } from '../journal';
import { buildDraft, type DocumentHeader } from './draft';

export type ManualVoucherPosting = DocumentHeader & { lines: JournalLine[] };

/** Journal voucher (JV) typed by a person: same checks and merging as every document, nothing added. */
export function postManualVoucher(doc: ManualVoucherPosting): JournalDraft {
  return buildDraft(doc, doc.lines);
}

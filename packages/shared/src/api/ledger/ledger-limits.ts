/**
 * The bounds of the ledger reports, in a file of its own (no imports) so the error catalogue can name them
 * without loading the endpoint table.
 */

/** The most lines a ledger or journal file holds; a wider range is refused (LR003): narrow the months or accounts. */
export const LEDGER_EXPORT_LINE_LIMIT = 20_000;
/** Lines (general ledger, accrued expense) or entries (journal) on one screen page. */
export const LEDGER_PAGE_SIZE = { default: 200, max: 500 } as const;
export const JOURNAL_PAGE_SIZE = { default: 50, max: 200 } as const;

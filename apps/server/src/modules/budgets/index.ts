/** The public face of the budgets module: other modules import only from here. */
export { budgetHeader, budgetHistory, budgetLine } from './budgets.schema';
export { budgetAvailable, budgetControl } from './budgets.service';
export {
  registerCommitments,
  type CommittedDocument,
  type CommittedQuery,
  type CommittedRow,
} from './commitments';

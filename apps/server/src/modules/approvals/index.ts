/** The public face of the approvals module: other modules import only from here. */
export { approvalRequest, approvalRequestStep } from './approvals.schema';
export {
  act,
  approvalFlowOf,
  cancelRequest,
  countPendingFor,
  registerApprovalHandler,
  submitForApproval,
} from './approvals.service';

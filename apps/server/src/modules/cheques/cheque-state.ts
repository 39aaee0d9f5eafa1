/** The cheque state machine lives in the shared contract so the screen offers exactly what the server allows. */
export {
  chequeActionsOf as allowedActions,
  chequeNextStatus as nextStatus,
  type ChequeAction,
} from '@suanklang/shared';

import { GlScreen } from '../../../features/general-ledger/components/gl-screen';

/** /views/document: the G/L List (a month's journal entries, their posting and the month close). */
export function Component() {
  return <GlScreen />;
}

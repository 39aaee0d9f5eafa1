import { CreditNotesScreen } from '../../../features/credit-notes/components/credit-notes-screen';

/** /views/credit-note */
export function Component() {
  return <CreditNotesScreen />;
}

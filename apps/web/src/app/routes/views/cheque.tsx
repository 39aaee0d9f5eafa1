import { ChequesScreen } from '../../../features/cheques/components/cheques-screen';

/** /views/cheque */
export function Component() {
  return <ChequesScreen />;
}

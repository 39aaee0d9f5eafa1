import { DepositsScreen } from '../../../features/deposits/components/deposits-screen';

/** /views/deposit */
export function Component() {
  return <DepositsScreen />;
}

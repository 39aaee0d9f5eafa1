import { RequestPayScreen } from '../../../features/request-pay/components/request-pay-screen';

/** /views/request-pay */
export function Component() {
  return <RequestPayScreen />;
}

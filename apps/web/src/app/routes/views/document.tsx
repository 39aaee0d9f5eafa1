import { useLocation } from 'react-router';
import { GlScreen } from '../../../features/general-ledger/components/gl-screen';

/**
 * /views/document: the G/L List (a month's journal entries, their posting and the month close). A link with a
 * query (`?period=2026-10&documentType=RC&status=UNPOSTED`, as the month's check gives) opens it searched so.
 */
export function Component() {
  const { search } = useLocation();
  return <GlScreen key={search} query={search} />;
}

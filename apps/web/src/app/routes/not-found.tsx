import { NotFoundPage } from '../../features/shell/components/status-page';

/** Any path no route matches. */
export function Component() {
  return <NotFoundPage />;
}

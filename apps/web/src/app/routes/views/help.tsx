import { HelpPage } from '../../../features/help/components/help-page';

/** /views/help */
export function Component() {
  return <HelpPage />;
}

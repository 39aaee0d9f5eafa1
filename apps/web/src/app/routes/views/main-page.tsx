import { MainPage } from '../../../features/main-page/components/main-page';

/** /views/main-page */
export function Component() {
  return <MainPage />;
}

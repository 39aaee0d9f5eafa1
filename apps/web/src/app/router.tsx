import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/http/navigation';
import { appRoutes } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  // The HTTP clients (401 -> login, 503 -> maintenance) move through the router, not a page reload.
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace ?? false }));
  return router;
}

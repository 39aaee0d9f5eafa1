import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { TOP_SCREENS, SETTING_SCREENS, type ScreenRoute } from '@suanklang/shared';
import { PageLoading } from '../components/page-loading';
import { requireSignIn } from '../features/auth/guard';
import { ScreenGate } from '../features/shell/components/screen-gate';
import { RouteErrorPage } from '../features/shell/components/status-page';
import { HOME_PATH, LOGIN_PATH, safeRedirect } from '../lib/paths';
import type { ScreenHandle } from '../lib/route-handle';
import { screenKey } from '../lib/screen-keys';
import { hasLiveToken, storedUsername } from '../lib/session/session';

type RouteModule = { Component: ComponentType };
type Load = () => Promise<RouteModule>;

/** 000 section 8: a script chunk that has not arrived after 120 seconds is a load error. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('ChunkLoadError: timed out loading a screen')),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function lazyModule(load: Load): RouteObject['lazy'] {
  return async () => {
    const { Component } = await withChunkTimeout(load);
    return { Component };
  };
}

/** A screen under /views: its own chunk, its handle (object + title), rendered through the 403 gate. */
function screen(path: string, handle: ScreenHandle, load: Load): RouteObject {
  return {
    path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const { Component } = await withChunkTimeout(load);
      function GatedScreen() {
        return (
          <ScreenGate handle={handle}>
            <Component />
          </ScreenGate>
        );
      }
      return { Component: GatedScreen };
    },
  };
}

/** One module per top-level screen of the shared catalogue (a test checks none is missing). */
export const TOP_SCREEN_MODULES: Record<string, Load> = {
  '/views/main-page': () => import('./routes/views/main-page'),
  '/views/dashboard': () => import('./routes/views/dashboard'),
  '/views/pending-approval': () => import('./routes/views/pending-approval'),
  '/views/invoice': () => import('./routes/views/invoice'),
  '/views/expense': () => import('./routes/views/expense'),
  '/views/meter': () => import('./routes/views/meter'),
  '/views/expense-status': () => import('./routes/views/expense-status'),
  '/views/receipt': () => import('./routes/views/receipt'),
  '/views/credit-note': () => import('./routes/views/credit-note'),
  '/views/cheque': () => import('./routes/views/cheque'),
  '/views/deposit': () => import('./routes/views/deposit'),
  '/views/request-pay': () => import('./routes/views/request-pay'),
  '/views/payment-voucher': () => import('./routes/views/payment-voucher'),
  '/views/document': () => import('./routes/views/document'),
  '/views/debtor-status': () => import('./routes/views/debtor-status'),
  '/views/notice': () => import('./routes/views/notice'),
  '/views/report': () => import('./routes/views/report'),
  '/views/help': () => import('./routes/views/help'),
};

export const SETTING_SCREEN_MODULES: Record<string, Load> = {
  '/views/setting/project': () => import('./routes/views/setting/project'),
  '/views/setting/customer': () => import('./routes/views/setting/customer'),
  '/views/setting/unit': () => import('./routes/views/setting/unit'),
  '/views/setting/budget': () => import('./routes/views/setting/budget'),
  '/views/setting/supplier': () => import('./routes/views/setting/supplier'),
  '/views/setting/main-user': () => import('./routes/views/setting/main-user'),
  '/views/setting/main-expense': () => import('./routes/views/setting/main-expense'),
  '/views/setting/main-account': () => import('./routes/views/setting/main-account'),
  '/views/setting/financial-statement': () => import('./routes/views/setting/financial-statement'),
  '/views/setting/main-budget': () => import('./routes/views/setting/main-budget'),
};

function catalogueScreen(entry: ScreenRoute, modules: Record<string, Load>, prefix: string): RouteObject {
  const load = modules[entry.path];
  if (!load) throw new Error(`No route module for ${entry.path}`);
  return screen(
    entry.path.slice(prefix.length),
    { object: entry.object, titleKey: screenKey.titleKey(entry.titleKey) },
    load,
  );
}

const settingDetails: RouteObject[] = [
  screen(
    'projectDetail',
    { object: 'SETTING_PROJECT', titleKey: 'settingProjectDetail' },
    () => import('./routes/views/setting/project-detail'),
  ),
  screen(
    'customerDetail',
    { object: 'SETTING_CUSTOMER', titleKey: 'settingCustomerDetail' },
    () => import('./routes/views/setting/customer-detail'),
  ),
  screen(
    'unitDetail/:unitCode',
    { object: 'SETTING_UNIT', titleKey: 'settingUnitDetail' },
    () => import('./routes/views/setting/unit-detail'),
  ),
  screen(
    'budgetDetail',
    { object: 'SETTING_BUDGET', titleKey: 'settingBudgetDetail' },
    () => import('./routes/views/setting/budget-detail'),
  ),
  screen(
    'budgetSummary',
    { object: 'SETTING_BUDGET', titleKey: 'settingBudgetSummary' },
    () => import('./routes/views/setting/budget-summary'),
  ),
  screen(
    'supplierDetail',
    { object: 'SETTING_SUPPLIER', titleKey: 'settingSupplierDetail' },
    () => import('./routes/views/setting/supplier-detail'),
  ),
  screen(
    'main-user/detail',
    { object: 'SETTING_USER', titleKey: 'settingUserDetail' },
    () => import('./routes/views/setting/main-user-detail'),
  ),
];

/** `/`: straight to the app when someone signed in on this browser (the guard checks), else the login. */
function rootRedirect() {
  return redirect(storedUsername() ? HOME_PATH : LOGIN_PATH);
}

/** /login with a live token and no provider reply to process: nothing to do here. */
function loginLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const isProviderReply = url.searchParams.has('code') || url.searchParams.has('error');
  if (!isProviderReply && hasLiveToken()) throw redirect(safeRedirect(url.searchParams.get('redirect')));
  return null;
}

/** Every route of 000 section 2, each screen lazily loaded. */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, loader: rootRedirect },
      { path: 'login', loader: loginLoader, lazy: lazyModule(() => import('./routes/login')) },
      { path: 'underMaintenance', lazy: lazyModule(() => import('./routes/under-maintenance')) },
      {
        path: 'views',
        loader: requireSignIn,
        // The guard runs on every navigation inside /views, not only on the first.
        shouldRevalidate: () => true,
        lazy: lazyModule(() => import('./routes/views-layout')),
        children: [
          { index: true, loader: () => redirect(HOME_PATH) },
          ...TOP_SCREENS.map((entry) => catalogueScreen(entry, TOP_SCREEN_MODULES, '/views/')),
          screen(
            'debtor-status-history/:invoiceNo',
            { object: 'DEBTOR_STATUS', titleKey: 'debtorStatusHistory' },
            () => import('./routes/views/debtor-status-history'),
          ),
          {
            path: 'setting',
            lazy: lazyModule(() => import('./routes/views/setting-layout')),
            children: [
              { index: true, loader: () => redirect('/views/setting/project') },
              ...SETTING_SCREENS.map((entry) =>
                catalogueScreen(entry, SETTING_SCREEN_MODULES, '/views/setting/'),
              ),
              ...settingDetails,
            ],
          },
          { path: '*', lazy: lazyModule(() => import('./routes/not-found')) },
        ],
      },
      { path: '*', lazy: lazyModule(() => import('./routes/not-found')) },
    ],
  },
];

// Every page of the route table (src/shared/routes.ts), loaded on use. main.tsx starts the
// current address's page together with the app shell, so its code arrives alongside the shell
// instead of after it; the router (router.tsx) renders the same downloads. Free of React: the
// entry imports it on every address.
import type { ComponentType } from 'react';
import type { DashboardView } from '#shared/permissions.ts';
import { type AppRoute, requestedView } from '#shared/routes.ts';
import { type OnUse, onUse } from './lib/on-use.ts';

/**
 * A page module: its component, and what its first render will need besides its own code
 * (`preloadFirstRender`), started as soon as the page's code has arrived.
 */
interface PageModule {
  default: ComponentType;
  preloadFirstRender?: () => void;
}
const page = (load: () => Promise<PageModule>) =>
  onUse(() =>
    load().then((m) => {
      m.preloadFirstRender?.();
      return m.default;
    }),
  );

// The server reads the address the same way to name the view's code in the page (spa.ts).
export { requestedView };

/** The view of that address, when there is one ('constructor' is not a view). */
export function addressView(pathname: string, search: string): DashboardView | null {
  const v = requestedView(pathname, search);
  return Object.hasOwn(VIEW_CODE, v) ? (v as DashboardView) : null;
}

/**
 * The dashboard's views (dashboard-route.tsx renders them), here so that the address's view
 * starts downloading with the dashboard's own code, not once the session is known. A view is
 * a page module too: its `preloadFirstRender` names its first reads (lib/first-reads.ts).
 */
export const VIEW_CODE: Record<DashboardView, OnUse<ComponentType>> = {
  overview: page(() => import('./features/overview/overview-page.tsx')),
  clients: page(() => import('./features/clients/clients-page.tsx')),
  funnels: page(() => import('./features/funnels/funnels-page.tsx')),
  'canvas-editor': page(() => import('./features/editor/editor-page.tsx')),
  templates: page(() => import('./features/templates/templates-page.tsx')),
  account: page(() => import('./features/account/account-page.tsx')),
  resultados: page(() => import('./features/results/results-page.tsx')),
};

const dashboard = page(() => {
  const v = addressView(window.location.pathname, window.location.search);
  if (v) VIEW_CODE[v].preload().catch(() => {}); // a failure shows when the route renders it
  return import('./features/dashboard-route.tsx');
});

/** One page per route: a missing one fails the typecheck. */
export const PAGES: Record<AppRoute, OnUse<ComponentType>> = {
  landing: page(() => import('./features/landing/landing-page.tsx')),
  auth: page(() => import('./features/auth/auth-page.tsx')),
  clientAuth: page(() => import('./features/portal/client-auth-page.tsx')),
  clientSetPassword: page(() => import('./features/portal/client-set-password-page.tsx')),
  subscribe: page(() => import('./features/subscribe/subscribe-page.tsx')),
  dashboard,
  dashboardView: dashboard,
  dashboardItem: dashboard,
  clientDashboard: page(() => import('./features/portal/client-dashboard-page.tsx')),
  clientCanvas: page(() => import('./features/portal/client-canvas-page.tsx')),
  publicReview: page(() => import('./features/public-review/public-review-page.tsx')),
  privacy: page(() => import('./features/privacy/privacy-page.tsx')),
};

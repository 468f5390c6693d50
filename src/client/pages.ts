// Every page of the route table (src/shared/routes.ts), loaded on use. main.tsx starts the
// current address's page together with the app shell, so its code arrives alongside the shell
// instead of after it; the router (router.tsx) renders the same downloads. Free of React: the
// entry imports it on every address.
import type { ComponentType } from 'react';
import type { AppRoute } from '#shared/routes.ts';
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
const dashboard = page(() => import('./features/dashboard-route.tsx'));

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

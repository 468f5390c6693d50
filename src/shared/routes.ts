// The spec's route table (docs/product.md), written once: the client's router is built
// from it, and the server answers 200 with the app for these paths and 404 for anything else
// (where the SPA shows its 404 page). Paths use React Router's `:param` syntax.
export const APP_ROUTES = {
  landing: '/',
  auth: '/auth',
  clientAuth: '/client-auth',
  /** The invitation's link (?token=): a new portal access chooses its password. */
  clientSetPassword: '/client-set-password',
  subscribe: '/subscribe',
  dashboard: '/dashboard',
  dashboardView: '/dashboard/:view',
  dashboardItem: '/dashboard/:view/:id',
  clientDashboard: '/client-dashboard',
  clientCanvas: '/client-canvas/:canvasId',
  publicReview: '/public/:publicLink',
  /** What data is held, why, for how long, and how to exercise each LGPD right (decision 012). */
  privacy: '/privacidade',
} as const;
export type AppRoute = keyof typeof APP_ROUTES;

const PATTERNS = (Object.entries(APP_ROUTES) as [AppRoute, string][]).map(
  ([route, path]) => [route, path === '/' ? /^\/$/ : new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`)] as const,
);

/** The route a path belongs to, or null (the 404 page). */
export function routeOf(pathname: string): AppRoute | null {
  return PATTERNS.find(([, r]) => r.test(pathname))?.[0] ?? null;
}

export function isAppRoute(pathname: string): boolean {
  return routeOf(pathname) !== null;
}

/** The dashboard view an address asks for: /dashboard/{view}[/{id}], else ?tab=, else the overview. */
export function requestedView(pathname: string, search: string): string {
  const [, , segment] = pathname.split('/');
  return segment || new URLSearchParams(search).get('tab') || 'overview';
}

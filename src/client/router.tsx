import { Component, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { APP_ROUTES, type AppRoute } from '#shared/routes.ts';
import ErrorPage from './features/error/error-page.tsx';
import { LoadedOrLazy, lazyView } from './lib/load-on-use.tsx';
import { PAGES } from './pages.ts';

/**
 * Each route's page (pages.ts): drawn at once when main.tsx's early download has arrived. Routes
 * that share a page (the dashboard's three) share its element, so moving between them keeps it.
 */
const views = new Map<(typeof PAGES)[AppRoute], ReactElement>();
for (const [route, code] of Object.entries(PAGES) as [AppRoute, (typeof PAGES)[AppRoute]][])
  if (!views.has(code)) views.set(code, <LoadedOrLazy key={route} view={lazyView(code)} />);
const ELEMENTS = Object.fromEntries((Object.keys(PAGES) as AppRoute[]).map((route) => [route, views.get(PAGES[route])])) as Record<AppRoute, ReactElement>;

// The 404 page loads when an unknown address is opened, not with every page (decision 011); the
// error page stays in the shell, since it must show when a page's own code fails to download.
const NOT_FOUND = <LoadedOrLazy view={lazyView(() => import('./features/not-found/not-found-page.tsx').then((m) => m.default))} />;

/** Catches what any page throws (a render error, a lazy chunk that failed to load) with the pt-BR error page (decision 006). */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('erro desconhecido') };
  }
  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The route table (docs/product.md) under its error boundary; anything else is the 404 page.
 * The caller gives the router (app.tsx): the declarative one, not createBrowserRouter, since the
 * app uses no loaders or actions and the data router costs about 10 KB gzipped (decision 011).
 */
export function AppRoutes() {
  // A new address starts with a clean boundary, as the data router's errorElement did.
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Routes>
        {Object.entries(ELEMENTS).map(([route, element]) => (
          <Route key={route} path={APP_ROUTES[route as AppRoute]} element={element} />
        ))}
        <Route path="*" element={NOT_FOUND} />
      </Routes>
    </PageErrorBoundary>
  );
}

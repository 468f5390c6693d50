import { Component, lazy, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { APP_ROUTES, type AppRoute } from '#shared/routes.ts';
import ErrorPage from './features/error/error-page.tsx';
import NotFoundPage from './features/not-found/not-found-page.tsx';

const LandingPage = lazy(() => import('./features/landing/landing-page.tsx'));
const AuthPage = lazy(() => import('./features/auth/auth-page.tsx'));
const ClientAuthPage = lazy(() => import('./features/portal/client-auth-page.tsx'));
const ClientSetPasswordPage = lazy(() => import('./features/portal/client-set-password-page.tsx'));
const SubscribePage = lazy(() => import('./features/subscribe/subscribe-page.tsx'));
const DashboardRoute = lazy(() => import('./features/dashboard-route.tsx'));
const ClientDashboardPage = lazy(() => import('./features/portal/client-dashboard-page.tsx'));
const ClientCanvasPage = lazy(() => import('./features/portal/client-canvas-page.tsx'));
const PublicReviewPage = lazy(() => import('./features/public-review/public-review-page.tsx'));
const PrivacyPage = lazy(() => import('./features/privacy/privacy-page.tsx'));

/** One page per route of the shared table (src/shared/routes.ts): a missing one fails the typecheck. */
const PAGES: Record<AppRoute, ReactElement> = {
  landing: <LandingPage />,
  auth: <AuthPage />,
  clientAuth: <ClientAuthPage />,
  clientSetPassword: <ClientSetPasswordPage />,
  subscribe: <SubscribePage />,
  dashboard: <DashboardRoute />,
  dashboardView: <DashboardRoute />,
  dashboardItem: <DashboardRoute />,
  clientDashboard: <ClientDashboardPage />,
  clientCanvas: <ClientCanvasPage />,
  publicReview: <PublicReviewPage />,
  privacy: <PrivacyPage />,
};

/** Catches what any page throws (a render error, a lazy chunk that failed to load) with the pt-BR error page (issue 10). */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('erro desconhecido') };
  }
  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

function RoutesWithBoundary() {
  // A new address starts with a clean boundary, as the data router's errorElement did.
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <Routes>
        {Object.entries(PAGES).map(([route, element]) => (
          <Route key={route} path={APP_ROUTES[route as AppRoute]} element={element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageErrorBoundary>
  );
}

// The spec's route table (spec 01 section 2); anything else is the 404 page. The declarative
// router, not createBrowserRouter: the app uses no loaders or actions, and the data router
// costs about 10 KB of gzipped JavaScript on every page (issue 14).
export function AppRouter() {
  return (
    <BrowserRouter>
      <RoutesWithBoundary />
    </BrowserRouter>
  );
}

import { lazy, type ReactElement } from 'react';
import { createBrowserRouter } from 'react-router';
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

// The spec's route table (spec 01 section 2); anything else is the 404 page. The pathless
// root renders only its child and catches what any of them throws (a render error, a lazy
// chunk that failed to load) with the pt-BR error page (issue 10).
export const router = createBrowserRouter([
  {
    errorElement: <ErrorPage />,
    children: [
      ...Object.entries(PAGES).map(([route, element]) => ({ path: APP_ROUTES[route as AppRoute], element })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import ErrorPage from './features/error/error-page.tsx';
import NotFoundPage from './features/not-found/not-found-page.tsx';

const LandingPage = lazy(() => import('./features/landing/landing-page.tsx'));
const AuthPage = lazy(() => import('./features/auth/auth-page.tsx'));
const ClientAuthPage = lazy(() => import('./features/portal/client-auth-page.tsx'));
const SubscribePage = lazy(() => import('./features/subscribe/subscribe-page.tsx'));
const DashboardRoute = lazy(() => import('./features/dashboard-route.tsx'));
const ClientDashboardPage = lazy(() => import('./features/portal/client-dashboard-page.tsx'));
const ClientCanvasPage = lazy(() => import('./features/portal/client-canvas-page.tsx'));
const PublicReviewPage = lazy(() => import('./features/public-review/public-review-page.tsx'));

// The spec's route table (spec 01 section 2); anything else is the 404 page. The pathless
// root renders only its child and catches what any of them throws (a render error, a lazy
// chunk that failed to load) with the pt-BR error page (issue 10).
export const router = createBrowserRouter([
  {
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/client-auth', element: <ClientAuthPage /> },
      { path: '/subscribe', element: <SubscribePage /> },
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/dashboard/:view', element: <DashboardRoute /> },
      { path: '/dashboard/:view/:id', element: <DashboardRoute /> },
      { path: '/client-dashboard', element: <ClientDashboardPage /> },
      { path: '/client-canvas/:canvasId', element: <ClientCanvasPage /> },
      { path: '/public/:publicLink', element: <PublicReviewPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

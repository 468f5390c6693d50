// /dashboard, /dashboard/{view}, /dashboard/{view}/{id}: auth gate, role guard, view switch.
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { canAccessView, DASHBOARD_VIEWS, type DashboardView, fallbackView } from '#shared/permissions.ts';
import { AGENCY_NEXT_PREFIXES, loginHref } from '#shared/safe-next.ts';
import { DashboardLayout } from '../components/dashboard-layout.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { useAuth } from '../lib/auth.tsx';
import NotFoundPage from './not-found/not-found-page.tsx';
import { CancelingNotice, SubscriptionEndedPage } from './subscribe/subscription-state.tsx';

const views: Record<DashboardView, React.LazyExoticComponent<React.ComponentType>> = {
  overview: lazy(() => import('./overview/overview-page.tsx')),
  clients: lazy(() => import('./clients/clients-page.tsx')),
  funnels: lazy(() => import('./funnels/funnels-page.tsx')),
  'canvas-editor': lazy(() => import('./editor/editor-page.tsx')),
  templates: lazy(() => import('./templates/templates-page.tsx')),
  account: lazy(() => import('./account/account-page.tsx')),
};

export default function DashboardRoute() {
  const { user, isLoading } = useAuth();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = params.view ?? search.get('tab') ?? 'overview';
  const known = (DASHBOARD_VIEWS as readonly string[]).includes(requested);
  const view = requested as DashboardView;
  const allowed = known && !!user && canAccessView(user, view);

  useEffect(() => {
    if (user && known && !allowed) {
      navigate(`/dashboard/${fallbackView(user)}`, { replace: true, state: { denied: view } });
    }
  }, [user, known, allowed, view, navigate]);

  if (isLoading) return <PageLoader />;
  // The return target rides in the address (not only in history state) so it survives a reload
  // of the login page and a link opened in a new tab.
  if (!user) return <Navigate to={loginHref('/auth?mode=login', location.pathname + location.search, AGENCY_NEXT_PREFIXES)} replace />;
  // Spec 01 section 9: after a cancelled period ends, every view would be refused (402).
  if (user.subscription.ended) return <SubscriptionEndedPage user={user} />;
  if (!known) return <NotFoundPage />;
  if (!allowed) return <PageLoader />;

  const View = views[view];
  const deniedFrom = (location.state as { denied?: string } | null)?.denied ?? null;
  if (view === 'canvas-editor') {
    // The editor takes the whole screen; it has its own top bar.
    return (
      <Suspense fallback={<PageLoader label="Abrindo editor..." />}>
        <View />
      </Suspense>
    );
  }
  return (
    <DashboardLayout deniedFrom={deniedFrom} notice={<CancelingNotice user={user} />}>
      <Suspense fallback={<PageLoader />}>
        <View />
      </Suspense>
    </DashboardLayout>
  );
}

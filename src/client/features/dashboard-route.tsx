// /dashboard, /dashboard/{view}, /dashboard/{view}/{id}: auth gate, role guard, view switch.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { canAccessView, DASHBOARD_VIEWS, type DashboardView, fallbackView } from '#shared/permissions.ts';
import { AGENCY_NEXT_PREFIXES, loginHref } from '#shared/safe-next.ts';
import { DashboardLayout } from '../components/dashboard-layout.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { preloadTooltips } from '../components/ui/tooltip.tsx';
import { useAuth } from '../lib/auth.tsx';
import { lazyView, onUse } from '../lib/load-on-use.tsx';
import NotFoundPage from './not-found/not-found-page.tsx';
import { CancelingNotice } from './subscribe/subscription-state.tsx';

/** Shown only once a cancelled subscription's paid period is over: its code loads then. */
const SubscriptionEndedPage = lazyView<{ user: import('#shared/schemas/auth.ts').User }>(() =>
  import('./subscribe/subscription-ended-page.tsx').then((m) => m.SubscriptionEndedPage),
);

// The editor's code is fetched from the route's first render on the editor's address (alongside
// the session call, before the session is known), and rendered without a Suspense boundary:
// React holds back content that replaces a Suspense fallback until 300 ms after the fallback
// showed (its fallback throttle), which was a third of an empty editor's first render. The
// tooltips' view comes with it: the editor draws its tooltips with it from the first render,
// because a stand-in swapped for the view while the due-date popover opened sent Enter back to
// its trigger.
const editor = onUse(() => Promise.all([import('./editor/editor-page.tsx'), preloadTooltips()]).then(([m]) => m));

function EditorView() {
  const [mod, setMod] = useState(editor.loaded);
  const [, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (mod) return;
    let live = true;
    editor.preload().then(
      (m) => live && setMod(m),
      // Thrown from a state update so the page's error boundary shows it, as with lazy().
      (e) =>
        live &&
        setFailed(() => {
          throw e;
        }),
    );
    return () => {
      live = false;
    };
  }, [mod]);
  if (!mod) return <PageLoader label="Abrindo editor..." />;
  return <mod.default />;
}

const views: Record<Exclude<DashboardView, 'canvas-editor'>, React.LazyExoticComponent<React.ComponentType>> = {
  overview: lazy(() => import('./overview/overview-page.tsx')),
  clients: lazy(() => import('./clients/clients-page.tsx')),
  funnels: lazy(() => import('./funnels/funnels-page.tsx')),
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
  if (view === 'canvas-editor' && !editor.loaded()) void editor.preload().catch(() => {});

  useEffect(() => {
    if (user && known && !allowed) {
      navigate(`/dashboard/${fallbackView(user)}`, { replace: true, state: { denied: view } });
    }
  }, [user, known, allowed, view, navigate]);

  if (isLoading) return <PageLoader />;
  // The return target rides in the address (not only in history state) so it survives a reload
  // of the login page and a link opened in a new tab.
  if (!user) return <Navigate to={loginHref('/auth?mode=login', location.pathname + location.search, AGENCY_NEXT_PREFIXES)} replace />;
  // docs/product.md: after a cancelled period ends, every view would be refused (402).
  if (user.subscription.ended)
    return (
      <Suspense fallback={<PageLoader />}>
        <SubscriptionEndedPage.Lazy user={user} />
      </Suspense>
    );
  if (!known) return <NotFoundPage />;
  if (!allowed) return <PageLoader />;

  // The editor takes the whole screen; it has its own top bar.
  if (view === 'canvas-editor') return <EditorView />;
  const View = views[view];
  const deniedFrom = (location.state as { denied?: string } | null)?.denied ?? null;
  return (
    <DashboardLayout deniedFrom={deniedFrom} notice={<CancelingNotice user={user} />}>
      <Suspense fallback={<PageLoader />}>
        <View />
      </Suspense>
    </DashboardLayout>
  );
}

// /dashboard, /dashboard/{view}, /dashboard/{view}/{id}: auth gate, role guard, view switch.
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { canAccessView, DASHBOARD_VIEWS, type DashboardView, fallbackView } from '#shared/permissions.ts';
import { AGENCY_NEXT_PREFIXES, loginHref } from '#shared/safe-next.ts';
import type { User } from '#shared/schemas/auth.ts';
import { DashboardLayout } from '../components/dashboard-layout.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { preloadTooltips } from '../components/ui/tooltip.tsx';
import { useAuth } from '../lib/auth.tsx';
import { sessionChecked } from '../lib/first-reads.ts';
import { lazyView, onUse, WhenLoaded } from '../lib/load-on-use.tsx';
import { requestedView, VIEW_CODE } from '../pages.ts';
import NotFoundPage from './not-found/not-found-page.tsx';

/** Shown only once a cancelled subscription's paid period is over: its code loads then. */
const SubscriptionEndedPage = lazyView<{ user: User }>(() => import('./subscribe/subscription-ended-page.tsx').then((m) => m.SubscriptionEndedPage));

/** The notices above a view: only a cancelled or unpaid subscription has one, so their code loads then (decision 011). */
const SubscriptionNotices = lazyView<{ user: User }>(() => import('./subscribe/subscription-state.tsx').then((m) => m.SubscriptionNotices));
const hasNotice = ({ subscription: s }: User) => !s.ended && !!s.paidUntil && (s.status === 'canceling' || s.lock !== 'none');

// The editor is drawn with its tooltips' view from the first render, because a stand-in swapped
// for the view while the due-date popover opened sent Enter back to its trigger.
const editor = onUse(() => Promise.all([VIEW_CODE['canvas-editor'].preload(), preloadTooltips()]).then(([C]) => C));

/** The view's code started with this module's (pages.ts); the editor's tooltips come with the editor. */
export function preloadFirstRender() {
  if (requestedView(window.location.pathname, window.location.search) === 'canvas-editor') void editor.preload().catch(() => {});
}

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
  // The view's first reads (lib/first-reads.ts) leave once this route is drawn while the session
  // is being checked (AuthProvider's call leaves in the same commit), never without a session.
  const signedInOrPending = isLoading || !!user;
  useEffect(() => sessionChecked(signedInOrPending), [signedInOrPending]);

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
  if (view === 'canvas-editor') return <WhenLoaded code={editor} fallback={<PageLoader label="Abrindo editor..." />} />;
  const deniedFrom = (location.state as { denied?: string } | null)?.denied ?? null;
  return (
    <DashboardLayout
      deniedFrom={deniedFrom}
      notice={
        hasNotice(user) ? (
          <Suspense fallback={null}>
            <SubscriptionNotices.Lazy user={user} />
          </Suspense>
        ) : null
      }
    >
      <WhenLoaded key={view} code={VIEW_CODE[view]} fallback={<PageLoader />} />
    </DashboardLayout>
  );
}

// The full application (router, data cache, session, toasts). main.tsx loads it
// lazily for every route except the prerendered landing page, so / stays far within its
// JavaScript budget (at most 100 KB gzipped on the landing route).
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PageLoader } from './components/page-loader.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { AuthProvider } from './lib/auth.tsx';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes } from './router.tsx';

/** The whole app around a router: BrowserRouter in the browser, a static one at build time. */
export function AppTree({ router: Router = BrowserRouter }: { router?: (p: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Suspense fallback={<PageLoader />}>
            <Router>
              <AppRoutes />
            </Router>
          </Suspense>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Renders the app into the page. A page the build prerendered (`data-prerendered` on the root,
 * scripts/vite-landing.ts) is hydrated: React takes over the elements already on screen, so
 * what someone typed before the code arrived stays and nothing is drawn twice.
 */
export function mountApp(container: HTMLElement) {
  if (container.dataset.prerendered) hydrateRoot(container, <AppTree />);
  else {
    // In a transition React renders the first page in slices between which the browser paints
    // and answers input, rather than in one long task: on a phone that task held the page
    // (a first tap, the dialog's first keystroke) for a few hundred milliseconds.
    const root = createRoot(container);
    startTransition(() => root.render(<AppTree />));
  }
}

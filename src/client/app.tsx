// The full application (router, data cache, session, toasts). main.tsx loads it
// lazily for every route except the prerendered landing page, so / stays far within its
// JavaScript budget (at most 100 KB gzipped on the landing route).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PageLoader } from './components/page-loader.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { AuthProvider } from './lib/auth.tsx';
import { queryClient } from './lib/query-client.ts';
import { AppRouter } from './router.tsx';

export function mountApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Suspense fallback={<PageLoader />}>
            <AppRouter />
          </Suspense>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

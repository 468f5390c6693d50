import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api.ts';

/** Default fetch: GET on the first element of the query key (docs/product.md). */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiRequest(String(queryKey[0]), 'GET', undefined, { signal });

// docs/product.md: immediately stale, dropped when unused, refetch on focus, no retry, no polling.
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      // 402 on an agency call: the paid period of a cancelled subscription just ended (docs/product.md).
      // Ask /api/auth/me again so the shell shows the ended state at once.
      const key = String(query.queryKey[0]);
      if (error instanceof ApiError && error.status === 402 && key !== '/api/auth/me' && !key.startsWith('/api/client/')) {
        void queryClient.invalidateQueries({ queryKey: ['/api/auth/me'] });
      }
    },
  }),
  defaultOptions: {
    queries: { queryFn: defaultQueryFn, staleTime: 0, gcTime: 0, retry: false, refetchOnWindowFocus: true, refetchInterval: false },
    mutations: { retry: false },
  },
});

/** The cache-reset helper (docs/product.md). */
export async function resetAllCaches() {
  queryClient.clear();
  if ('caches' in window) {
    for (const k of await caches.keys()) await caches.delete(k);
  }
  for (const k of Object.keys(localStorage)) {
    if (k.startsWith('canvas-') || k.startsWith('query-')) localStorage.removeItem(k);
  }
}

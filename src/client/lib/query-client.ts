import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api.ts';

/** Default fetch: GET on the first element of the query key (docs/product.md). */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiRequest(String(queryKey[0]), 'GET', undefined, { signal });

/**
 * A 402 on an agency call: the paid period of a cancelled subscription just ended
 * (docs/product.md), or an unpaid Pix or boleto invoice just made the agency read-only
 * (docs/decisions/027-pix-and-boleto.md; the answer's pt-BR message is the toast's). The
 * answer does not say which, so /api/auth/me is asked again and the shell follows what it says:
 * the ended page only when `subscription.ended`, the read-only banner when `lock` is 'readOnly'.
 */
function onAgencyError(error: unknown, key: string) {
  if (error instanceof ApiError && error.status === 402 && key !== '/api/auth/me' && !key.startsWith('/api/client/')) {
    void queryClient.invalidateQueries({ queryKey: ['/api/auth/me'] });
  }
}

// docs/product.md: immediately stale, dropped when unused, refetch on focus, no retry, no polling.
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onAgencyError(error, String(query.queryKey[0])) }),
  // Reads still work while read-only: a refused write is often the first 402 the page sees.
  mutationCache: new MutationCache({ onError: (error) => onAgencyError(error, '') }),
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

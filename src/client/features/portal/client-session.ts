// The portal's own session (spec 02 section 6): a client principal, separate from the agency's.
import { useQuery } from '@tanstack/react-query';
import type { ClientMe } from '#shared/schemas/portal.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';

export const CLIENT_ME_KEY = ['/api/client/me'];

/** null = not signed in (401); a thrown error = the check itself failed (network). */
export function useClientMe() {
  return useQuery<ClientMe | null>({
    queryKey: CLIENT_ME_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ClientMe>('/api/client/me', 'GET', undefined, { signal });
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        throw e;
      }
    },
    gcTime: 60_000,
  });
}

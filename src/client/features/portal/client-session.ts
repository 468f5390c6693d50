// The portal's own session (docs/product.md): a client principal, separate from the agency's.
// Its guards live here, not in the portal list's module, so the portal canvas does not load the
// list (and its Radix Select) to check the session.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CLIENT_NEXT_PREFIXES, loginHref } from '#shared/safe-next.ts';
import type { ClientMe } from '#shared/schemas/portal.ts';
import { toast } from '../../components/ui/toast.tsx';
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

/**
 * 402: the agency's subscription ended (docs/product.md) and its portal is closed until it
 * subscribes again; the server's message says so. Back to the sign-in page, session kept.
 */
function portalClosed(error: unknown): string | null {
  return error instanceof ApiError && error.status === 402 ? (error.serverMessage ?? 'Portal indisponível no momento.') : null;
}

/** Not signed in -> /client-auth; a failed check -> / (docs/product.md). */
export function useRequireClient() {
  const me = useClientMe();
  const navigate = useNavigate();
  const location = useLocation();
  // The funnel a link named (every email carries /client-canvas/{id}) is where the login returns.
  const login = loginHref('/client-auth', location.pathname + location.search, CLIENT_NEXT_PREFIXES);
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current) return;
    const closed = portalClosed(me.error);
    if (closed) {
      warned.current = true;
      toast({ title: 'Portal indisponível', description: closed, variant: 'destructive' });
      navigate('/client-auth', { replace: true });
    } else if (me.isError) {
      warned.current = true;
      toast({ title: 'Erro de conexão', description: 'Não foi possível verificar a autenticação', variant: 'destructive' });
      navigate('/', { replace: true });
    } else if (me.isSuccess && !me.data) {
      warned.current = true;
      toast({ title: 'Sessão expirada', description: 'Faça login novamente', variant: 'destructive' });
      navigate(login, { replace: true });
    }
  }, [me.isError, me.error, me.isSuccess, me.data, navigate, login]);
  return me;
}

/** An API answer of 401 (access switched off) or 402 (portal closed) mid-session ends the portal session. */
export function useSessionExpiry(error: unknown) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = loginHref('/client-auth', location.pathname + location.search, CLIENT_NEXT_PREFIXES);
  const qc = useQueryClient();
  useEffect(() => {
    const closed = portalClosed(error);
    if (closed || (error instanceof ApiError && error.status === 401)) {
      toast(
        closed
          ? { title: 'Portal indisponível', description: closed, variant: 'destructive' }
          : { title: 'Sessão expirada', description: 'Faça login novamente', variant: 'destructive' },
      );
      qc.setQueryData(CLIENT_ME_KEY, null);
      navigate(login, { replace: true });
    }
  }, [error, navigate, qc, login]);
}

// Agency session (docs/product.md): unknown/loading, then logged in or out.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { LoginInput, RegisterInput, User } from '#shared/schemas/auth.ts';
import { ApiError, apiRequest } from './api.ts';

interface AuthValue {
  user: User | null;
  isLoading: boolean;
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);
export const ME_KEY = ['/api/auth/me'];

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const me = useQuery<User | null>({
    queryKey: ME_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<User>('/api/auth/me', 'GET', undefined, { signal });
      } catch (e) {
        // A failed session check means logged out (docs/product.md).
        if (!(e instanceof ApiError && e.status === 401)) console.error('Falha ao verificar sessão', e);
        return null;
      }
    },
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: true,
  });

  const setUser = useCallback((u: User | null) => qc.setQueryData(ME_KEY, u), [qc]);

  const value = useMemo<AuthValue>(
    () => ({
      user: me.data ?? null,
      isLoading: me.isLoading,
      async login(input) {
        const u = await apiRequest<User>('/api/auth/login', 'POST', input);
        setUser(u);
        return u;
      },
      async register(input) {
        const u = await apiRequest<User>('/api/auth/register', 'POST', input);
        setUser(u);
        return u;
      },
      async logout() {
        // A session check still in flight must not bring the user back after logout.
        await qc.cancelQueries({ queryKey: ME_KEY });
        try {
          await apiRequest('/api/auth/logout', 'POST');
        } catch (e) {
          console.error('Falha ao sair', e);
        } finally {
          // Clear the user even if the call fails (docs/product.md).
          await qc.cancelQueries({ queryKey: ME_KEY });
          setUser(null);
          qc.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
        }
      },
      async refresh() {
        await qc.invalidateQueries({ queryKey: ME_KEY });
      },
    }),
    [me.data, me.isLoading, qc, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth deve ser usado dentro de AuthProvider');
  return ctx;
}

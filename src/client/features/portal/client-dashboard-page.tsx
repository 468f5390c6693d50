// /client-dashboard: the client portal (docs/product.md).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, FileStack, LogOut, Wrench } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ClientAnalytics } from '#shared/schemas/portal.ts';
import { InlineError } from '../../components/empty-state.tsx';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api.ts';
import { initials } from '../../lib/format.ts';
import { ClientFunnelList, LOAD_ERROR } from './client-funnel-list.tsx';
import { CLIENT_ME_KEY, useRequireClient, useSessionExpiry } from './client-session.ts';
import { MyDataButton } from './my-data-button.tsx';

export function useClientLogout() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return async () => {
    try {
      await apiRequest('/api/client/logout', 'POST');
    } catch {
      toast({ title: 'Erro ao fazer logout', variant: 'destructive' });
      return;
    }
    qc.setQueryData(CLIENT_ME_KEY, null);
    qc.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/client/') && q.queryKey[0] !== CLIENT_ME_KEY[0] });
    navigate('/client-auth', { replace: true });
  };
}

export function PortalHeader({ name, agencyName, children }: { name: string; agencyName?: string | null; children?: ReactNode }) {
  const logout = useClientLogout();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/client-dashboard" aria-label="Funil — Portal do Cliente">
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-3">
          {children}
          <div className="flex min-w-0 items-center gap-2">
            <span
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
              aria-hidden="true"
            >
              {initials(name)}
            </span>
            <div className="hidden min-w-0 sm:block">
              <p className="truncate text-sm font-semibold text-slate-900" data-testid="client-name">
                {name}
              </p>
              {agencyName ? <p className="truncate text-xs text-slate-500">{agencyName}</p> : null}
            </div>
          </div>
          <MyDataButton />
          <Button variant="outline" size="sm" onClick={logout}>
            <LogOut /> Sair
          </Button>
        </div>
      </div>
    </header>
  );
}

const COUNTERS: { key: keyof ClientAnalytics; label: string; icon: typeof Clock; tone: string }[] = [
  { key: 'totalFunisCriados', label: 'Funis Criados', icon: FileStack, tone: 'bg-brand-50 text-brand-700' },
  { key: 'totalParaAprovacao', label: 'Aguardando Aprovação', icon: Clock, tone: 'bg-blue-50 text-blue-700' },
  { key: 'totalAguardandoAjustes', label: 'Aguardando Ajustes', icon: Wrench, tone: 'bg-orange-50 text-orange-700' },
  { key: 'totalApproved', label: 'Aprovados', icon: CheckCircle2, tone: 'bg-green-50 text-green-700' },
];

export default function ClientDashboardPage() {
  const me = useRequireClient();
  const signedIn = !!me.data;
  const analytics = useQuery<ClientAnalytics>({ queryKey: ['/api/client/analytics'], enabled: signedIn });
  const [listError, setListError] = useState<unknown>(null);
  useSessionExpiry(analytics.error ?? listError);
  const failed = analytics.isError || !!listError;
  useEffect(() => {
    if (failed) toast({ ...LOAD_ERROR, variant: 'destructive' });
  }, [failed]);

  if (!me.data) return <PageLoader />;

  return (
    <div className="min-h-dvh bg-slate-50">
      <PortalHeader name={me.data.name} agencyName={me.data.agencyName} />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Olá, {me.data.name}</h1>
          <p className="mt-1 text-sm text-slate-500">
            Revise os funis preparados {me.data.agencyName ? `pela ${me.data.agencyName}` : 'pela sua agência'}, comente e aprove.
          </p>
        </div>

        <section aria-labelledby="status-title" className="space-y-3">
          <h2 id="status-title" className="text-lg font-semibold text-slate-900">
            Status dos Funis
          </h2>
          {analytics.isError ? <InlineError message={`${LOAD_ERROR.title} - ${LOAD_ERROR.description}`} onRetry={() => analytics.refetch()} /> : null}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {COUNTERS.map(({ key, label, icon: Icon, tone }) => (
              <Card key={key} className="flex items-center gap-3 p-4">
                <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="text-xs font-medium text-slate-500 sm:text-sm">{label}</p>
                  {analytics.isLoading ? (
                    <Skeleton className="mt-1 h-7 w-10" />
                  ) : (
                    <p className="text-2xl font-bold text-slate-900" data-testid={`counter-${key}`}>
                      {analytics.data?.[key] ?? '—'}
                    </p>
                  )}
                </div>
              </Card>
            ))}
          </div>
        </section>

        <ClientFunnelList enabled={signedIn} onError={setListError} />
      </main>
    </div>
  );
}

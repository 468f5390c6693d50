// Resultados (decision 026): how the agency puts the script on its clients' sites. Every member
// reads it; only the owner and admins change the allowed domains, as the server checks.
import { useQuery } from '@tanstack/react-query';
import { can } from '#shared/permissions.ts';
import type { TrackingSettings } from '#shared/schemas/tracking.ts';
import { LoadError } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { InstallCard } from './install-card.tsx';
import { TRACKING_KEY } from './keys.ts';
import { WeeklyMailCard } from './weekly-mail-card.tsx';

function InstallSkeleton() {
  return (
    <Card className="space-y-6 p-5" data-testid="install-skeleton">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-3 w-64 max-w-full" />
        </div>
      </div>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-10 w-full" />
      <p className="sr-only" role="status">
        Carregando...
      </p>
    </Card>
  );
}

export default function ResultsPage() {
  const { user } = useAuth();
  const q = useQuery<TrackingSettings>({ queryKey: TRACKING_KEY });
  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Resultados"
        subtitle="Coloque o script nas páginas do cliente e veja, no mapa de cada funil, quantas pessoas passaram por cada etapa."
      />
      {q.isError ? (
        <LoadError what="o script de resultados" query={q} />
      ) : q.data && user ? (
        <>
          <InstallCard settings={q.data} mayEdit={can(user, 'agency:write')} />
          <WeeklyMailCard settings={q.data} mayEdit={can(user, 'agency:write')} />
        </>
      ) : (
        <InstallSkeleton />
      )}
    </div>
  );
}

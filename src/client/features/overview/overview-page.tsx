// Painel Geral (docs/product.md; D10, D18).
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, ExternalLink, MessageSquare, Users, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityItem, Metrics } from '#shared/schemas/overview.ts';
import { EmptyState, LoadError } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDayMonthTime } from '../../lib/format.ts';
import { cn } from '../../lib/utils.ts';
import { DueDatesCard } from './due-dates-card.tsx';

const METRIC_CARDS: { key: keyof Metrics; label: string; icon: typeof Users; tone: string }[] = [
  { key: 'totalClients', label: 'Total de Clientes', icon: Users, tone: 'bg-brand-50 text-brand-700' },
  { key: 'awaitingApprovalFunnels', label: 'Funis Aguardando Aprovação', icon: Clock, tone: 'bg-blue-50 text-blue-700' },
  { key: 'approvedFunnels', label: 'Funis Aprovados', icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'adjustmentFunnels', label: 'Funis em Ajustes', icon: Wrench, tone: 'bg-orange-50 text-orange-700' },
];

function MetricsGrid() {
  const q = useQuery<Metrics>({ queryKey: ['/api/metrics'] });
  if (q.isError) return <LoadError what="as métricas" query={q} />;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="metrics">
      {METRIC_CARDS.map(({ key, label, icon: Icon, tone }) =>
        q.isPending ? (
          <Card key={key} className="min-w-0 p-4 sm:p-5" data-testid="metric-skeleton">
            <Skeleton className="mb-4 h-4 w-32" />
            <Skeleton className="h-8 w-16" />
          </Card>
        ) : (
          <Card key={key} className="min-w-0 p-4 sm:p-5" data-testid={`metric-${key}`}>
            <div className="flex items-start justify-between gap-3">
              <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
              <span className={cn('hidden size-9 shrink-0 sm:flex items-center justify-center rounded-lg', tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{q.data?.[key] ?? 0}</p>
          </Card>
        ),
      )}
    </div>
  );
}

function ActivityBadge({ type }: { type: ActivityItem['type'] }) {
  if (type === 'adjustment_request') return <Badge tone="orange">Ajuste Solicitado</Badge>;
  if (type === 'approval') return <Badge tone="green">Aprovado</Badge>;
  return (
    <Badge tone="blue">
      <MessageSquare className="size-3" aria-hidden="true" />
      Comentário
    </Badge>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 px-5 py-4 last:border-b-0" data-testid="activity-item" data-type={item.type}>
      <div className="flex flex-wrap items-center gap-2">
        <ActivityBadge type={item.type} />
        <time dateTime={item.timestamp} className="text-xs text-slate-500">
          {formatDayMonthTime(item.timestamp)}
        </time>
      </div>
      <p className="text-sm text-slate-900">
        <span className="font-semibold">{item.clientName}</span>
        <span className="text-slate-500"> em </span>
        <Link to={`/dashboard/canvas-editor?id=${item.canvasId}`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          {item.canvasTitle}
          <ExternalLink className="size-3" aria-hidden="true" />
        </Link>
        {item.authorName ? <span className="text-slate-500"> · por {item.authorName}</span> : null}
        {item.unverified ? <span className="text-xs text-slate-400"> (não verificado)</span> : null}
      </p>
      {item.type === 'adjustment_request' ? (
        <div className="rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-900">
          <p className="font-medium">Observações do Cliente:</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{item.content || '—'}</p>
        </div>
      ) : item.content ? (
        <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{item.content}</p>
      ) : null}
    </li>
  );
}

function RecentActivity() {
  const q = useQuery<ActivityItem[]>({ queryKey: ['/api/recent-comments'] });
  return (
    <Card>
      <CardHeader className="border-b border-slate-100 pb-4">
        <CardTitle>Atividade Recente</CardTitle>
      </CardHeader>
      {q.isError ? (
        <CardContent className="pt-5">
          <LoadError what="a atividade recente" query={q} />
        </CardContent>
      ) : q.isPending ? (
        <ul aria-label="Carregando atividade">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex flex-col gap-2 border-b border-slate-100 px-5 py-4 last:border-b-0" data-testid="activity-skeleton">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-3/4" />
            </li>
          ))}
        </ul>
      ) : q.data.length === 0 ? (
        <div className="p-5">
          <EmptyState icon={MessageSquare} title="Nenhuma atividade recente" description="Comentários dos clientes aparecerão aqui" />
        </div>
      ) : (
        <ul className="max-h-[32rem] overflow-y-auto" aria-label="Atividade Recente">
          {q.data.map((item) => (
            <ActivityRow key={`${item.type}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function OverviewPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Painel Geral" subtitle="Acompanhe seus clientes, funis e aprovações" />
      <MetricsGrid />
      <DueDatesCard />
      <RecentActivity />
    </div>
  );
}

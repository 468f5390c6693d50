// Painel Geral: funnels with a due date that still await approval, overdue first, in red
// (decision 008). The count of overdue funnels comes from /api/metrics (overdueFunnels).
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { daysUntil, formatDueDate, isOverdue, todayInZone } from '#shared/due-date.ts';
import type { CanvasSummary } from '#shared/schemas/canvases.ts';
import type { Metrics } from '#shared/schemas/overview.ts';
import { EmptyState, LoadError } from '../../components/empty-state.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiPage } from '../../lib/api.ts';
import { withParams } from '../../lib/paged.ts';
import { cn } from '../../lib/utils.ts';

const SHOWN = 6;

function whenLabel(days: number): string {
  if (days === 0) return 'Vence hoje';
  if (days === 1) return 'Vence amanhã';
  if (days > 1) return `Vence em ${days} dias`;
  return days === -1 ? 'Venceu ontem' : `Venceu há ${-days} dias`;
}

function DueRow({ canvas, today }: { canvas: CanvasSummary & { dueDate: string }; today: string }) {
  const overdue = isOverdue(canvas, today);
  const days = daysUntil(canvas.dueDate, today);
  return (
    <li
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-5 py-3 last:border-b-0', overdue && 'bg-red-50/60')}
      data-testid="due-item"
      data-overdue={overdue || undefined}
    >
      <div className="min-w-[10rem] flex-1">
        <Link to={`/dashboard/canvas-editor?id=${canvas.id}`} className="block truncate text-sm font-semibold text-slate-900 hover:underline">
          {canvas.title}
        </Link>
        <p className="truncate text-xs text-slate-500">{canvas.clientName}</p>
      </div>
      <div className={cn('flex items-center gap-2 text-sm', overdue ? 'font-medium text-red-700' : 'text-slate-600')}>
        <span className="whitespace-nowrap">Prazo: {formatDueDate(canvas.dueDate)}</span>
        {overdue ? <Badge tone="red">Atrasado</Badge> : <Badge tone={days <= 2 ? 'orange' : 'gray'}>{whenLabel(days)}</Badge>}
      </div>
    </li>
  );
}

// The server picks them (due=pending: a due date, not approved, nearest first) and counts them
// all (X-Total-Count), so the card reads one small page whatever the number of funnels (decision 011).
const DUE_PATH = withParams('/api/canvases', { due: 'pending', limit: String(SHOWN) });

export function DueDatesCard() {
  const q = useQuery({ queryKey: ['/api/canvases', 'due-pending'], queryFn: ({ signal }) => apiPage<CanvasSummary>(DUE_PATH, { signal }) });
  const metrics = useQuery<Metrics>({ queryKey: ['/api/metrics'] });
  const today = todayInZone(new Date());
  const pending = (q.data?.items ?? []).filter((c): c is CanvasSummary & { dueDate: string } => !!c.dueDate && c.status !== 'approved');
  const pendingTotal = q.data?.total ?? pending.length;
  const overdueCount = metrics.data?.overdueFunnels ?? pending.filter((c) => isOverdue(c, today)).length;
  return (
    <Card data-testid="due-dates">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-4">
        <CardTitle>Prazos de aprovação</CardTitle>
        {overdueCount > 0 ? (
          <Badge tone="red" data-testid="overdue-count">
            {overdueCount === 1 ? '1 funil atrasado' : `${overdueCount} funis atrasados`}
          </Badge>
        ) : null}
      </CardHeader>
      {q.isError ? (
        <CardContent className="pt-5">
          <LoadError what="os prazos" query={q} />
        </CardContent>
      ) : q.isPending ? (
        <ul aria-label="Carregando prazos">
          {[0, 1].map((i) => (
            <li key={i} className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3 last:border-b-0">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-5 w-28" />
            </li>
          ))}
        </ul>
      ) : pending.length === 0 ? (
        <div className="p-5">
          <EmptyState icon={CalendarClock} title="Nenhum prazo pendente" description="Defina um prazo no editor do funil para acompanhá-lo aqui" />
        </div>
      ) : (
        <ul aria-label="Prazos de aprovação">
          {pending.slice(0, SHOWN).map((c) => (
            <DueRow key={c.id} canvas={c} today={today} />
          ))}
          {pendingTotal > SHOWN ? (
            <li className="px-5 py-3 text-sm">
              <Link to="/dashboard?tab=funnels" className="font-medium text-brand-700 hover:underline">
                Ver todos os funis ({pendingTotal} com prazo)
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}

// Funis (docs/product.md, the creator-name chain; D13, D14, D15, D18). Searched, filtered
// and paged by the server, more loaded as the list scrolls (decision 011, use-funnel-list.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Calendar, GitBranch, PenSquare, Plus, Trash2, User as UserIcon, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FUNNEL_STATUSES, normalizeStatus, STATUS_META } from '#shared/funnel-status.ts';
import type { User } from '#shared/schemas/auth.ts';
import type { CanvasSummary } from '#shared/schemas/canvases.ts';
import type { AgencyUser } from '#shared/schemas/team.ts';
import { LoadError, NoFunnels } from '../../components/empty-state.tsx';
import { ConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';
import { LazySelect, type SelectOption } from '../../components/lazy-select.tsx';
import { ListTotal } from '../../components/list-total.tsx';
import { PagedListEnd } from '../../components/load-more.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { CardReviewers } from './card-reviewers.tsx';
import { DueDateLine } from './due-date-line.tsx';
import { FunnelPreview } from './funnel-preview.tsx';
import { NewFunnelDialog } from './lazy-dialogs.tsx';
import { funnelCountLabel, startFirstPage, useAgencyClients, useFunnelList, useSearchBox } from './use-funnel-list.ts';

const ALL = 'all';
const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: ALL, label: 'Todos os status' },
  ...FUNNEL_STATUSES.map((s) => ({ value: s, label: STATUS_META[s].label })),
];
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

/** docs/product.md: creatorName, else the agency user list, else the current user, else Usuário desconhecido. */
export function creatorNameOf(c: CanvasSummary, team: AgencyUser[] | undefined, me: User | null): string {
  if (c.creatorName) return c.creatorName;
  const member = c.userId ? team?.find((u) => u.id === c.userId) : undefined;
  if (member?.name) return member.name;
  if (me && c.userId && c.userId === me.id) return me.name || me.email || 'Owner da Agência';
  return 'Usuário desconhecido';
}

function FunnelCard({ canvas, creator, onDelete }: { canvas: CanvasSummary; creator: string; onDelete: () => void }) {
  return (
    <Card className="flex min-w-0 flex-col p-5" data-testid="funnel-card" data-status={normalizeStatus(canvas.status)}>
      <div className="flex items-start justify-between gap-2">
        <StatusBadge status={canvas.status} />
        <Tooltip content="Excluir funil">
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 -mt-2 text-red-600 hover:bg-red-50"
            aria-label={`Excluir funil ${canvas.title}`}
            onClick={onDelete}
          >
            <Trash2 />
          </Button>
        </Tooltip>
      </div>
      <h2 className="mt-2 line-clamp-2 break-words text-base font-semibold text-slate-900">{canvas.title}</h2>
      <FunnelPreview canvas={canvas} />
      <div className="mt-3 space-y-1.5 text-sm text-slate-600">
        <p className="flex items-center gap-2">
          <Users className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{canvas.clientName}</span>
        </p>
        <p className="flex items-center gap-2">
          <UserIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">Criado por {creator}</span>
        </p>
        <p className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>Editado em {formatDateTime(canvas.updatedAt)}</span>
        </p>
        <DueDateLine dueDate={canvas.dueDate} status={canvas.status} />
      </div>
      {canvas.description ? <p className="mt-3 line-clamp-3 text-sm text-slate-500">{canvas.description}</p> : null}
      <CardReviewers reviewers={canvas.reviewers ?? []} version={canvas.version} />
      <div className="mt-auto pt-5">
        <Button asChild className="w-full" size="sm">
          <Link to={`/dashboard/canvas-editor?id=${canvas.id}`}>
            <PenSquare /> Abrir Editor
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** The first page of the list leaves with the session check, not after it (pages.ts). */
export const preloadFirstRender = startFirstPage;

export default function FunnelsPage() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const clientFilter = params.get('client') ?? ALL;
  const statusFilter = params.get('status') ?? ALL;
  const [search, setSearch] = useSearchBox(params, setParams);
  const canvasesQ = useFunnelList({ search, clientFilter, statusFilter });
  const clientsQ = useAgencyClients();
  const teamQ = useQuery<AgencyUser[]>({ queryKey: ['/api/agency-users'] });
  const [newOpen, setNewOpen] = useState(false);
  const [deleting, setDeleting] = useState<CanvasSummary | null>(null);

  // The filters live in the URL: a link or the back button keeps them.
  const setParam = (key: string, value: string, replace = false) => {
    const next = new URLSearchParams(params);
    if (!value || value === ALL) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace });
  };

  const filtersActive = clientFilter !== ALL || statusFilter !== ALL || search.settled.trim() !== '';
  const visible = canvasesQ.items;

  const remove = useMutation({
    mutationFn: (c: CanvasSummary) => apiRequest(`/api/canvases/${c.id}`, 'DELETE'),
    onSuccess: () => {
      setDeleting(null);
      qc.invalidateQueries({ queryKey: ['/api/canvases'] });
      qc.invalidateQueries({ queryKey: ['/api/clients'] });
      toast({ title: 'Funil removido com sucesso!', variant: 'success' });
    },
    // D18: deleting a funnel shows an error toast on failure
    onError: (e) => toast({ title: 'Erro ao remover funil', description: errorMessage(e), variant: 'destructive' }),
  });

  const clients = clientsQ.data ?? [];
  const clientOptions: SelectOption[] = [{ value: ALL, label: 'Todos os clientes' }, ...clients.map((c) => ({ value: c.id, label: c.name }))];
  if (clientFilter !== ALL && clientsQ.isSuccess && !clients.some((c) => c.id === clientFilter))
    clientOptions.push({ value: clientFilter, label: 'Cliente não encontrado' });
  const newFunnel = (
    <Button onClick={() => setNewOpen(true)}>
      <Plus /> Novo Funil
    </Button>
  );
  return (
    <div>
      <PageHeader title="Funis" subtitle="Todos os funis da sua agência" actions={newFunnel} />
      <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_12rem_14rem]">
        <SearchBox label="Buscar funis" placeholder="Buscar funis..." value={search.typed} onChange={setSearch} className="sm:col-span-2 md:col-span-1" />
        <LazySelect value={clientFilter} onValueChange={(v) => setParam('client', v)} options={clientOptions} aria-label="Filtrar por cliente" />
        <LazySelect value={statusFilter} onValueChange={(v) => setParam('status', v)} options={STATUS_OPTIONS} aria-label="Filtrar por status" />
      </div>

      <ListTotal list={canvasesQ} className="-mt-3 mb-4 text-sm text-slate-500" testId="funnel-total">
        {funnelCountLabel(canvasesQ.total, filtersActive)}
      </ListTotal>
      {canvasesQ.isError && !canvasesQ.isFetchNextPageError ? (
        <LoadError what="os funis" query={canvasesQ} />
      ) : canvasesQ.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {SKELETON_KEYS.map((k) => (
            <Card key={k} className="space-y-3 p-5" data-testid="funnel-skeleton">
              <Skeleton className="h-5 w-28 rounded-full" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-3 w-2/3" />
              <Skeleton className="h-8 w-full" />
            </Card>
          ))}
        </div>
      ) : visible.length === 0 ? (
        <NoFunnels
          icon={GitBranch}
          filtered={filtersActive}
          onClearFilters={() => setParams(new URLSearchParams())}
          description="Comece criando seu primeiro funil"
          action={newFunnel}
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((c) => (
            <FunnelCard key={c.id} canvas={c} creator={creatorNameOf(c, teamQ.data, user)} onDelete={() => setDeleting(c)} />
          ))}
        </div>
      )}
      <PagedListEnd
        list={canvasesQ}
        noun="funis"
        errorMessage={`Não foi possível carregar mais funis. ${errorMessage(canvasesQ.error)}`}
        shown={visible.length}
      />

      <NewFunnelDialog open={newOpen} onOpenChange={setNewOpen} clients={clients} defaultClientId={clientFilter !== ALL ? clientFilter : undefined} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Excluir o funil ${deleting?.title ?? ''}?`}
        description="Esta ação não pode ser desfeita. O funil será excluído com seus comentários, aprovações e versões."
        confirmLabel="Excluir funil"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

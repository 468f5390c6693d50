// 'Meus Funis' in the client portal (docs/product.md): the client's visible funnels,
// filtered, searched and paged by the server, more loaded as the list scrolls (decision 011).
import { Eye, FileStack } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ClientCanvasListItem, ClientFilter } from '#shared/schemas/portal.ts';
import { InlineError, NoFunnels } from '../../components/empty-state.tsx';
import { ListTotal } from '../../components/list-total.tsx';
import { PagedListEnd } from '../../components/load-more.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useDebounced, usePagedList } from '../../lib/paged.ts';
import { PortalDueDate } from './portal-due-date.tsx';

export const LOAD_ERROR = { title: 'Erro ao carregar dados', description: 'Algumas informações podem não estar atualizadas' };

export const FILTER_LABELS: Record<ClientFilter, string> = {
  all: 'Todos os status',
  published: 'Aguardando Aprovação',
  needs_adjustments: 'Aguardando Ajustes',
  approved: 'Aprovado',
};

const countLabel = (n: number, filtered: boolean) => `${n} ${n === 1 ? 'funil' : 'funis'}${filtered ? (n === 1 ? ' encontrado' : ' encontrados') : ''}`;

function FunnelCard({ c }: { c: ClientCanvasListItem }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="client-funnel-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-slate-900">{c.title}</h3>
        <StatusBadge status={c.status} />
      </div>
      {c.description ? <p className="line-clamp-2 text-sm text-slate-600">{c.description}</p> : null}
      <PortalDueDate dueDate={c.dueDate} status={c.status} />
      <div className="mt-auto flex items-center justify-between gap-2 text-xs text-slate-500">
        <span>Atualizado em {formatDateTime(c.updatedAt)}</span>
        <span className="inline-flex items-center gap-1" title="Visualizações">
          <Eye className="size-3.5" aria-hidden="true" /> {c.views}
        </span>
      </div>
      <Button asChild className="w-full">
        <Link to={`/client-canvas/${c.id}`}>
          <Eye /> Ver Funil
        </Link>
      </Button>
    </Card>
  );
}

/** The list reports its error up, so the page's session-expiry and toast see it too. */
export function ClientFunnelList({ enabled, onError }: { enabled: boolean; onError: (e: unknown) => void }) {
  const [filter, setFilter] = useState<ClientFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const list = usePagedList<ClientCanvasListItem>('/api/client/canvases', { status: filter === 'all' ? undefined : filter, q: q || undefined }, { enabled });
  const filtered = filter !== 'all' || q !== ''; // what was asked, not what is being typed
  const error = list.isError ? list.error : null;
  useEffect(() => onError(error), [error, onError]);

  return (
    <section aria-labelledby="funnels-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="funnels-title" className="text-lg font-semibold text-slate-900">
          Meus Funis
        </h2>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <SearchBox label="Buscar funis" placeholder="Buscar funis..." value={search} onChange={setSearch} className="sm:w-64" />
          <div className="sm:w-60">
            <Select value={filter} onValueChange={(v) => setFilter(v as ClientFilter)}>
              <SelectTrigger aria-label="Filtrar por status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(FILTER_LABELS) as ClientFilter[]).map((f) => (
                  <SelectItem key={f} value={f}>
                    {FILTER_LABELS[f]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>
      <ListTotal list={list} className="text-sm text-slate-500" testId="client-funnel-total">
        {countLabel(list.total, filtered)}
      </ListTotal>
      {list.isError && !list.isFetchNextPageError ? (
        <InlineError message={`${LOAD_ERROR.title} - ${LOAD_ERROR.description}`} onRetry={() => list.refetch()} />
      ) : null}
      {list.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : list.isSuccess && list.items.length === 0 ? (
        <NoFunnels
          icon={FileStack}
          filtered={filtered}
          onClearFilters={() => {
            setFilter('all');
            setSearch('');
          }}
          description="Quando sua agência publicar um funil para você, ele aparecerá aqui."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((c) => (
            <li key={c.id}>
              <FunnelCard c={c} />
            </li>
          ))}
        </ul>
      )}
      <PagedListEnd list={list} noun="funis" errorMessage="Não foi possível carregar mais funis." />
    </section>
  );
}

// Clientes (docs/product.md; D5, D15, D18). Paged and searched by the server,
// more loaded as the list scrolls (decision 011, use-client-list.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Calendar, GitBranch, KeyRound, Pencil, Plus, Search, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '#shared/permissions.ts';
import { clientLimitMessage, getPlan } from '#shared/plans.ts';
import type { Client } from '#shared/schemas/clients.ts';
import { EmptyState, LoadError } from '../../components/empty-state.tsx';
import { ConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';
import { ListTotal } from '../../components/list-total.tsx';
import { PagedListEnd } from '../../components/load-more.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatDate, initials } from '../../lib/format.ts';
import { useFormDialog } from '../../lib/use-form-dialog.ts';
import { CLIENTS_KEY } from './keys.ts';
import { ClientFormDialog, ClientPanelDialog, CredentialsDialog } from './lazy-dialogs.tsx';
import { PlanLimitNotice } from './plan-limit-notice.tsx';
import { clientCountLabel, useClientCount, useClientList } from './use-client-list.ts';

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

function deleteDescription(funnels: number): string {
  const what = funnels === 1 ? 'O funil deste cliente' : funnels > 1 ? `Os ${funnels} funis deste cliente` : 'Os funis deste cliente';
  return `Esta ação não pode ser desfeita. ${what} e todos os acessos dele ao Portal do Cliente também serão excluídos.`;
}

export const funnelCountLabel = (n: number) => `${n} ${n === 1 ? 'funil ativo' : 'funis ativos'}`;

function ClientCard({ client, onEdit, onDelete, onPanel }: { client: Client; onEdit: () => void; onDelete: () => void; onPanel: () => void }) {
  return (
    <Card className="flex min-w-0 flex-col p-5" data-testid="client-card">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800" aria-hidden="true">
          {initials(client.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900" title={client.name}>
            {client.name}
          </h2>
          <p className="truncate text-sm text-slate-500">{client.segment || 'Sem segmento'}</p>
        </div>
        <div className="-mr-2 -mt-1 flex shrink-0">
          <Tooltip content="Editar cliente">
            <Button variant="ghost" size="icon" aria-label={`Editar cliente ${client.name}`} onClick={onEdit}>
              <Pencil />
            </Button>
          </Tooltip>
          <Tooltip content="Excluir cliente">
            <Button variant="ghost" size="icon" className="text-red-600 hover:bg-red-50" aria-label={`Excluir cliente ${client.name}`} onClick={onDelete}>
              <Trash2 />
            </Button>
          </Tooltip>
        </div>
      </div>
      <div className="mt-4 space-y-1.5 text-sm text-slate-600">
        <p className="flex items-center gap-2">
          <GitBranch className="size-4 text-slate-400" aria-hidden="true" />
          <span data-testid="funnel-count">{funnelCountLabel(client.activeFunnels)}</span>
        </p>
        <p className="flex items-center gap-2">
          <Calendar className="size-4 text-slate-400" aria-hidden="true" />
          Criado em {formatDate(client.createdAt)}
        </p>
      </div>
      {client.notes ? <p className="mt-3 line-clamp-2 text-sm text-slate-500">{client.notes}</p> : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-5">
        <Button variant="outline" size="sm" onClick={onPanel}>
          <KeyRound /> Painel do Cliente
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link to={`/dashboard/funnels?client=${client.id}`}>
            <GitBranch /> Ver Funis
          </Link>
        </Button>
      </div>
    </Card>
  );
}

export default function ClientsPage() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useClientList(search);
  const form = useFormDialog<Client>();
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [panelFor, setPanelFor] = useState<Client | null>(null);
  const [credentialsFor, setCredentialsFor] = useState<Client | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const mayWrite = !!user && can(user, 'clients:write');
  const plan = getPlan(user?.plan);
  const count = useClientCount(plan.maxClients !== null);
  const atLimit = plan.maxClients !== null && (count.data ?? 0) >= plan.maxClients;
  const searching = q.searched !== ''; // what was asked, not what is being typed
  const limitText = limitMessage ?? (atLimit ? clientLimitMessage(plan) : null);

  // D15: the confirmation says what goes with the client, counted fresh from the server.
  const deletingCount = useQuery<{ count: number }>({ queryKey: [`/api/clients/${deleting?.id}/canvas-count`], enabled: !!deleting });
  const remove = useMutation({
    mutationFn: (c: Client) => apiRequest(`/api/clients/${c.id}`, 'DELETE'),
    onSuccess: () => {
      setDeleting(null);
      setLimitMessage(null);
      qc.invalidateQueries({ queryKey: CLIENTS_KEY });
      qc.invalidateQueries({ queryKey: ['/api/canvases'] });
      qc.invalidateQueries({ queryKey: ['/api/metrics'] });
      toast({ title: 'Cliente removido com sucesso!', variant: 'success' });
    },
    // D18: deleting a client shows an error toast on failure
    onError: (e) => toast({ title: 'Erro ao remover cliente', description: errorMessage(e), variant: 'destructive' }),
  });

  return (
    <div>
      <PageHeader
        title="Clientes"
        subtitle="Gerencie todos os seus clientes"
        actions={
          mayWrite ? (
            <Button onClick={form.openNew} disabled={atLimit}>
              <Plus /> Novo Cliente
            </Button>
          ) : null
        }
      />
      {limitText && mayWrite ? (
        <div className="mb-6">
          <PlanLimitNotice message={limitText} />
        </div>
      ) : null}
      <SearchBox label="Buscar clientes" placeholder="Buscar clientes..." value={search} onChange={setSearch} className="mb-3 max-w-md" />
      <ListTotal list={q} className="mb-4 text-sm text-slate-500" testId="client-total">
        {clientCountLabel(q.total, searching)}
      </ListTotal>
      {q.isError && !q.isFetchNextPageError ? (
        <LoadError what="os clientes" query={q} />
      ) : q.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {SKELETON_KEYS.map((k) => (
            <Card key={k} className="p-5" data-testid="client-skeleton">
              <div className="flex items-center gap-3">
                <Skeleton className="size-11 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
              <Skeleton className="mt-5 h-3 w-1/3" />
              <Skeleton className="mt-2 h-3 w-2/5" />
              <div className="mt-5 grid grid-cols-2 gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
              </div>
            </Card>
          ))}
        </div>
      ) : q.items.length === 0 && searching ? (
        <EmptyState
          icon={Search}
          title="Nenhum cliente encontrado"
          description="Tente buscar por outro nome"
          action={
            <Button variant="outline" onClick={() => setSearch('')}>
              Limpar busca
            </Button>
          }
        />
      ) : q.items.length === 0 ? (
        <EmptyState
          icon={Users}
          title="Nenhum cliente cadastrado"
          description="Cadastre seu primeiro cliente para criar funis e dar acesso ao Portal do Cliente."
          action={
            mayWrite ? (
              <Button onClick={form.openNew}>
                <Plus /> Criar Primeiro Cliente
              </Button>
            ) : null
          }
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {q.items.map((c) => (
            <ClientCard key={c.id} client={c} onEdit={() => form.openEdit(c)} onDelete={() => setDeleting(c)} onPanel={() => setPanelFor(c)} />
          ))}
        </div>
      )}
      <PagedListEnd list={q} noun="clientes" errorMessage={`Não foi possível carregar mais clientes. ${errorMessage(q.error)}`} />

      <ClientFormDialog
        open={form.open}
        onOpenChange={form.setOpen}
        client={form.editing}
        onCreated={(c) => setCredentialsFor(c)}
        onPlanLimit={setLimitMessage}
      />
      <CredentialsDialog client={credentialsFor} open={!!credentialsFor} onOpenChange={(o) => !o && setCredentialsFor(null)} />
      <ClientPanelDialog client={panelFor} open={!!panelFor} onOpenChange={(o) => !o && setPanelFor(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Excluir o cliente ${deleting?.name ?? ''}?`}
        description={deleting ? deleteDescription(deletingCount.data?.count ?? deleting.activeFunnels) : ''}
        confirmLabel="Excluir cliente"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

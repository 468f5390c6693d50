// Templates screen (docs/product.md; D5, D14). Enterprise only:
// Business owners see the upsell card (the server refuses them too).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Crown, Eye, LayoutTemplate, Search, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import { planAllows } from '#shared/plans.ts';
import type { Client } from '#shared/schemas/clients.ts';
import type { Template } from '#shared/schemas/templates.ts';
import { TEMPLATE_CATEGORY_IDS, TEMPLATE_CATEGORY_LABELS, type TemplateCategoryId } from '#shared/templates.ts';
import { ComponentIcon } from '../../components/component-icon.tsx';
import { EmptyState, InlineError } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { lazyDialog } from '../../lib/load-on-use.tsx';
import { allPagesKey, fetchAllPages } from '../../lib/paged.ts';
import { CATEGORY_TONE } from './category-tone.ts';
import { matchesSearch } from './search.ts';

const dialogs = () => import('./template-dialogs.tsx');
const TemplatePreviewDialog = lazyDialog(() => dialogs().then((m) => m.TemplatePreviewDialog));
const SelectClientDialog = lazyDialog(() => dialogs().then((m) => m.SelectClientDialog));

type Category = 'all' | TemplateCategoryId;

export default function TemplatesPage() {
  const { user } = useAuth();
  if (!user) return null;
  if (!planAllows(user.plan, 'templates')) return <EnterpriseUpsell />;
  return <TemplatesLibrary />;
}

function EnterpriseUpsell() {
  return (
    <>
      <PageHeader title="Templates" subtitle="Funis prontos para acelerar seus projetos" />
      <Card className="overflow-hidden border-brand-200">
        <div className="grid gap-6 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 p-6 text-white sm:p-10 lg:grid-cols-[1fr_auto] lg:items-center">
          <div>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-100">
              <Crown className="size-3.5" aria-hidden="true" /> Enterprise
            </span>
            <h2 className="mt-4 text-2xl font-bold sm:text-3xl">Templates Exclusivos do Enterprise</h2>
            <p className="mt-3 max-w-xl text-brand-100">
              Comece cada projeto com funis completos e testados: lançamentos com CPLs, webinars, VSL com upsell e downsell, recuperação de carrinho e
              sequências de e-mail. Escolha o cliente e o funil abre pronto no editor.
            </p>
            <ul className="mt-5 grid gap-2 text-sm text-brand-50 sm:grid-cols-2">
              {[
                'Mais de 12 funis prontos',
                'Venda Direta, Lançamento, E-commerce e E-mail',
                'Clientes e funis ilimitados',
                'Aprovação de projetos pelo cliente',
              ].map((x) => (
                <li key={x} className="flex items-center gap-2">
                  <Sparkles className="size-4 text-brand-300" aria-hidden="true" /> {x}
                </li>
              ))}
            </ul>
          </div>
          <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
            <Link to="/subscribe?plan=enterprise">
              <Crown /> Fazer upgrade para Enterprise
            </Link>
          </Button>
        </div>
      </Card>
    </>
  );
}

function TemplatesLibrary() {
  const [category, setCategory] = useState<Category>('all');
  const [search, setSearch] = useState('');
  const [preview, setPreview] = useState<Template | null>(null);
  const [using, setUsing] = useState<Template | null>(null);
  const key = category === 'all' ? '/api/templates' : `/api/templates?category=${category}`;
  const q = useQuery<Template[]>({ queryKey: [key] });
  const list = useMemo(() => (q.data ?? []).filter((t) => matchesSearch(t, search)), [q.data, search]);
  const start = useUseTemplate(setUsing);

  return (
    <>
      <PageHeader title="Templates" subtitle="Funis prontos para começar um projeto em minutos" />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label="Categorias" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {(['all', ...TEMPLATE_CATEGORY_IDS] as Category[]).map((c) => (
            <Button
              key={c}
              size="sm"
              variant={category === c ? 'default' : 'outline'}
              aria-pressed={category === c}
              onClick={() => setCategory(c)}
              className="shrink-0"
            >
              {c === 'all' ? 'Todos' : TEMPLATE_CATEGORY_LABELS[c]}
            </Button>
          ))}
        </div>
        <SearchBox label="Buscar templates" placeholder="Buscar templates..." value={search} onChange={setSearch} className="w-full lg:w-72" />
      </div>

      {q.isError ? (
        <InlineError message={errorMessage(q.error, 'Erro ao carregar templates')} onRetry={() => q.refetch()} />
      ) : q.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Carregando templates">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : list.length === 0 ? (
        q.data.length === 0 && !search.trim() && category === 'all' ? (
          <EmptyState icon={LayoutTemplate} title="Nenhum template disponível no momento" />
        ) : (
          <EmptyState icon={Search} title="Nenhum template encontrado" description="Tente ajustar sua busca" />
        )
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((t) => (
            <li key={t.id}>
              <TemplateCard template={t} onPreview={() => setPreview(t)} onUse={() => start(t)} />
            </li>
          ))}
        </ul>
      )}

      <TemplatePreviewDialog
        open={!!preview}
        template={preview}
        onClose={() => setPreview(null)}
        onUse={(t) => {
          setPreview(null);
          start(t);
        }}
      />

      <SelectClientDialog open={!!using} template={using} onClose={() => setUsing(null)} />
    </>
  );
}

function TemplateCard({ template: t, onPreview, onUse }: { template: Template; onPreview: () => void; onUse: () => void }) {
  const shown = t.content.components.slice(0, 4);
  const more = t.componentCount - shown.length;
  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-md" data-testid="template-card">
      <button
        type="button"
        onClick={onPreview}
        className="group flex items-center gap-2 rounded-lg bg-slate-900 p-3 text-left"
        aria-label={`Ver pré-visualização de ${t.title}${more > 0 ? ` (+${more} componentes)` : ''}`}
      >
        {shown.map((c) => {
          const def = componentDefOrFallback(c.type);
          return (
            <span
              key={c.id}
              title={c.data.title}
              className="flex size-10 items-center justify-center rounded-lg"
              style={{ backgroundColor: `${def.color}26`, color: def.color }}
            >
              <ComponentIcon name={def.icon} className="size-5" />
            </span>
          );
        })}
        {more > 0 ? (
          <span className="flex h-10 min-w-10 items-center justify-center rounded-lg bg-white/10 px-2 text-sm font-semibold text-white">+{more}</span>
        ) : null}
        <Eye className="ml-auto size-4 text-slate-400 transition-colors group-hover:text-white" aria-hidden="true" />
      </button>
      <div className="mt-4 flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{t.title}</h2>
        <Badge tone={CATEGORY_TONE[t.category]} className="shrink-0">
          {TEMPLATE_CATEGORY_LABELS[t.category]}
        </Badge>
      </div>
      <p className="mt-1.5 line-clamp-3 flex-1 text-sm text-slate-600">{t.description}</p>
      <p className="mt-3 text-xs font-medium text-slate-500">{t.componentCount} componentes</p>
      <div className="mt-4 flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onPreview}>
          <Eye /> Visualizar
        </Button>
        <Button className="flex-1" onClick={onUse}>
          Usar Template
        </Button>
      </div>
    </Card>
  );
}

/** Usar Template: with no clients, the spec's error and /dashboard/clients; else the dialog. */
function useUseTemplate(open: (t: Template) => void) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return async (t: Template) => {
    try {
      const clients = await qc.fetchQuery<Client[]>({
        queryKey: allPagesKey('/api/clients'),
        queryFn: ({ signal }) => fetchAllPages<Client>('/api/clients', signal),
      });
      if (clients.length === 0) {
        toast({ title: 'Nenhum cliente encontrado', description: 'Crie um cliente primeiro para usar este template.', variant: 'destructive' });
        navigate('/dashboard/clients');
        return;
      }
      open(t);
    } catch (e) {
      toast({ title: 'Erro ao processar solicitação', description: errorMessage(e), variant: 'destructive' });
    }
  };
}

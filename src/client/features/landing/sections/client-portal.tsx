// The client portal (docs/product.md), with a drawn portal.
// Figures are marketing copy (docs/product.md; DECISIONS "Not built"): shown as text, nothing computes them.
import { ArrowRight, BadgeCheck, Check, LayoutTemplate } from 'lucide-react';
import { btn, container, Eyebrow, H2, Lead, Section } from '../ui.tsx';

const PORTAL_PROJECTS = [
  { title: 'Lançamento Método 7D', meta: '8 componentes · atualizado hoje', status: 'Aprovado', tone: 'bg-emerald-100 text-emerald-800' },
  { title: 'Recuperação de Carrinho', meta: '6 componentes · atualizado ontem', status: 'Aguardando aprovação', tone: 'bg-amber-100 text-amber-800' },
  { title: 'Webinar Implantes', meta: '9 componentes · há 3 dias', status: 'Ajustes solicitados', tone: 'bg-orange-100 text-orange-800' },
];

function PortalMock() {
  return (
    <div className="relative" aria-hidden="true">
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 shadow-brand-950/20 ring-slate-200">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <div>
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Portal do Cliente</p>
            <p className="mt-0.5 font-semibold text-slate-900">Clínica Sorriso</p>
          </div>
          <span className="grid size-9 place-items-center rounded-full bg-amber-700 text-sm font-bold text-white">MC</span>
        </div>
        <ul className="divide-y divide-slate-100">
          {PORTAL_PROJECTS.map((p) => (
            <li key={p.title} className="flex items-center gap-4 px-5 py-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <LayoutTemplate className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{p.title}</span>
                <span className="block text-sm text-slate-600">{p.meta}</span>
              </span>
              <span className={`hidden shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold sm:inline ${p.tone}`}>{p.status}</span>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-200 bg-slate-50 p-5">
          <div className="flex gap-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-700 text-xs font-bold text-white">MC</span>
            <div className="rounded-xl rounded-tl-sm bg-white px-4 py-3 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">
                Marina · no componente <span className="text-red-700">Abandono de Carrinho</span>
              </p>
              <p className="mt-1">Podemos mandar o WhatsApp 1 hora depois, e não 24?</p>
            </div>
          </div>
          <div className="mt-4 flex gap-3">
            <span className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg bg-emerald-700 text-sm font-semibold text-white">
              <BadgeCheck className="size-4" /> Aprovar funil
            </span>
            <span className="inline-flex h-10 flex-1 items-center justify-center rounded-lg bg-white text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
              Solicitar ajustes
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

export function ClientPortalSection() {
  return (
    <Section id="client-portal" labelledBy="portal-title" className="overflow-hidden bg-brand-950 py-20 text-white sm:py-28">
      <div className={`${container} grid items-center gap-14 lg:grid-cols-2`}>
        <div>
          <Eyebrow dark>Portal do Cliente</Eyebrow>
          <H2 id="portal-title" dark>
            Um painel exclusivo para cada cliente, incluído em todos os planos
          </H2>
          <Lead dark>
            Seu cliente entra com login próprio, vê apenas os projetos dele e aprova ou pede ajustes sem sair do funil. Sua marca parece maior, e o “ok” chega
            antes.
          </Lead>
          <ul className="mt-8 space-y-3">
            {[
              'Login separado, só com os projetos daquele cliente',
              'Comentários presos a cada página, anúncio ou e-mail',
              'Aprovar ou solicitar ajustes com um clique',
              'Sua equipe avisada a cada nova interação',
            ].map((t) => (
              <li key={t} className="flex items-start gap-3 text-brand-50">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden="true" />
                {t}
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-2 gap-6">
            <div className="flex flex-col gap-1">
              <dt className="order-2 text-sm text-brand-200">de satisfação dos clientes</dt>
              <dd className="order-1 text-3xl font-bold">+42%</dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="order-2 text-sm text-brand-200">aprovações mais rápidas</dt>
              <dd className="order-1 text-3xl font-bold">3x</dd>
            </div>
          </dl>
          <a href="/client-auth" className={`${btn.light} mt-10`}>
            Ver Portal de Exemplo
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
        <PortalMock />
      </div>
    </Section>
  );
}

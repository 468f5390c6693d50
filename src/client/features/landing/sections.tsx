// The landing sections in page order (spec 01 "Landing page"). Figures are marketing copy
// (spec 01 section 1; DECISIONS "Not built"): shown as text, nothing computes them.
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  CalendarClock,
  Check,
  Clock,
  History,
  Layers,
  LayoutTemplate,
  Lock,
  MessageSquareText,
  MessagesSquare,
  MousePointerClick,
  PenTool,
  Play,
  Presentation,
  Rocket,
  Send,
  ShoppingBag,
  Sparkles,
  Star,
  Users,
  UserRound,
} from 'lucide-react';
import { Logo } from '../../components/logo.tsx';
import { PLANS } from '#shared/plans.ts';
import { nodeDef, NodeIcon } from './catalogue-art.tsx';
import { ArtComment, ArtCursor, FunnelArt } from './funnel-art.tsx';
import { HERO_TALL, HERO_WIDE, WEBINAR } from './layouts.ts';
import { startNowLabel, subscribeHref } from './plans-view.ts';
import { btn, container, Eyebrow, H2, Lead, ScrollButton, Section, SubscribeLink } from './ui.tsx';

/* ------------------------------------------------------------------ hero */

function EditorWindow() {
  return (
    <figure className="overflow-hidden rounded-2xl bg-slate-900 shadow-2xl ring-1 shadow-black/40 ring-white/10">
      <div className="flex items-center gap-3 border-b border-white/10 bg-slate-950/60 px-4 py-3" aria-hidden="true">
        <span className="flex gap-1.5">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
        </span>
        <span className="truncate text-sm font-medium text-slate-200">Lançamento Método 7D · Clínica Sorriso</span>
        <span className="ml-auto hidden items-center gap-1.5 rounded-full bg-amber-400/15 px-2.5 py-1 text-xs font-semibold text-amber-200 sm:inline-flex">
          <span className="size-1.5 rounded-full bg-amber-300" />
          Aguardando aprovação
        </span>
        <span className="hidden -space-x-2 sm:flex">
          <span className="grid size-7 place-items-center rounded-full bg-emerald-600 text-[11px] font-bold text-white ring-2 ring-slate-900">LS</span>
          <span className="grid size-7 place-items-center rounded-full bg-brand-600 text-[11px] font-bold text-white ring-2 ring-slate-900">AR</span>
          <span className="grid size-7 place-items-center rounded-full bg-amber-600 text-[11px] font-bold text-white ring-2 ring-slate-900">MC</span>
        </span>
      </div>
      <div className="canvas-dots">
        <FunnelArt layout={HERO_WIDE} className="hidden h-auto w-full md:block">
          <ArtCursor x={420} y={130} name="Lucas · Designer" color="#15803d" />
          <ArtComment x={720} y={318} initials="MC" name="Marina (cliente)" text={['Amei o checkout! Só destaca a', 'garantia de 7 dias, por favor.']} width={290} color="#d97706" />
        </FunnelArt>
        <FunnelArt layout={HERO_TALL} className="h-auto w-full md:hidden">
          <ArtCursor x={170} y={300} name="Lucas · Designer" color="#15803d" />
        </FunnelArt>
      </div>
      <figcaption className="sr-only">
        Funil de venda direta no editor do Funil: anúncios no Facebook e no Instagram levam a uma VSL, depois ao checkout, upsell e página de obrigado, com recuperação de
        carrinho abandonado. A cliente Marina comentou no checkout e o designer Lucas edita ao vivo.
      </figcaption>
    </figure>
  );
}

export function HeroSection() {
  return (
    <section id="hero" aria-labelledby="hero-title" tabIndex={-1} className="relative isolate overflow-hidden bg-brand-950 text-white focus:outline-none">
      <div className="hero-glow pointer-events-none absolute inset-0 -z-10" aria-hidden="true" />
      <div className={`${container} pt-14 pb-16 sm:pt-20 lg:pt-24`}>
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/15">
            <Sparkles className="size-4 text-brand-300" aria-hidden="true" />
            Mais de 300 agências já aprovam funis com o Funil
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Desenhe o funil. <span className="text-brand-300">Receba o “aprovado”</span> no mesmo lugar.
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100 sm:text-xl">
            Editor visual de funis, colaboração em tempo real e um portal exclusivo para cada cliente. Sua agência apresenta a estratégia, recebe feedback no elemento certo e
            aprova em dias, não em semanas.
          </p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <SubscribeLink href={subscribeHref('business')} className={btn.light}>
              {startNowLabel()}
              <ArrowRight aria-hidden="true" />
            </SubscribeLink>
            <ScrollButton to="demo" className={btn.ghostDark}>
              <Play aria-hidden="true" />
              Ver Demonstração
            </ScrollButton>
          </div>
          <p className="mt-5 text-sm text-brand-200">Sem fidelidade · Configuração em menos de 5 minutos · Portal do cliente em todos os planos</p>
        </div>
        <div className="mx-auto mt-14 max-w-5xl">
          <EditorWindow />
        </div>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-x-6 gap-y-8 text-center sm:grid-cols-4">
          {[
            ['300+', 'agências usando'],
            ['10k+', 'funis criados'],
            ['87%', 'de aumento na conversão'],
            ['4,9', 'nota em 1.200+ avaliações'],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="order-2 text-sm text-brand-200">{label}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------ demo */

export function DemoSection() {
  return (
    <Section id="demo" labelledBy="demo-title" className="bg-white py-20 sm:py-28">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>Demonstração</Eyebrow>
          <H2 id="demo-title">Veja uma aprovação completa em 2 minutos e meio</H2>
          <Lead>Uma agência monta um funil de webinar, publica para o cliente, recebe o comentário no elemento certo e sai com o funil aprovado. Tudo em uma tela.</Lead>
        </div>
        <figure className="relative mx-auto mt-12 max-w-5xl overflow-hidden rounded-2xl bg-slate-950 shadow-2xl ring-1 ring-slate-900/10">
          <div className="canvas-dots opacity-60" aria-hidden="true">
            <FunnelArt layout={WEBINAR} className="h-auto w-full" />
          </div>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_center,rgb(2_6_23/0.75),rgb(2_6_23/0.25)_70%)] p-6 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-white text-brand-700 shadow-xl ring-8 ring-white/20 sm:size-20" aria-hidden="true">
              <Play className="ml-1 size-7 fill-current sm:size-8" />
            </span>
            <p className="text-lg font-semibold text-white sm:text-xl">Do briefing ao “aprovado”</p>
          </div>
          <span className="absolute right-4 bottom-4 rounded-md bg-black/80 px-2 py-1 font-mono text-sm font-semibold text-white">
            <span className="sr-only">Duração: </span>2:30
          </span>
          <figcaption className="sr-only">Vídeo de demonstração do Funil, 2 minutos e 30 segundos.</figcaption>
        </figure>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 text-slate-700 sm:grid-cols-3">
          {['Funil montado em minutos com arrastar e soltar', 'Cliente comenta direto no elemento', 'Aprovação registrada com data e hora'].map((t) => (
            <li key={t} className="flex items-start gap-3">
              <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {t}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/* ------------------------------------------------------------------ problems */

const PROBLEMS = [
  {
    icon: MessagesSquare,
    title: 'Feedback espalhado por todo lado',
    text: 'Áudio no WhatsApp, resposta no e-mail, ajuste combinado na call. No fim, ninguém sabe qual é a versão aprovada.',
  },
  {
    icon: Presentation,
    title: 'Apresentações que não convencem',
    text: 'Print de quadro branco e slide estático não mostram o caminho do lead. O cliente não entende a estratégia e adia a decisão.',
  },
  {
    icon: MousePointerClick,
    title: '“Muda aquilo ali” vira cinco rodadas',
    text: 'Sem comentário preso ao elemento certo, cada ajuste vira adivinhação e retrabalho para a equipe.',
  },
  {
    icon: Clock,
    title: 'Campanha parada esperando o “ok”',
    text: 'Cada semana sem aprovação é tráfego desligado, cliente impaciente e faturamento que não entra.',
  },
];

export function ProblemsSection() {
  return (
    <Section id="problems" labelledBy="problems-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>O problema</Eyebrow>
          <H2 id="problems-title">Aprovar um funil não deveria levar três semanas</H2>
          <Lead>Se a sua agência vive alguma destas situações, você está perdendo tempo (e margem) em cada projeto.</Lead>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2">
          {PROBLEMS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-7">
              <span className="grid size-11 place-items-center rounded-xl bg-red-50 text-red-700" aria-hidden="true">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 grid gap-6 rounded-2xl bg-brand-700 p-8 text-white sm:grid-cols-[1fr_auto_auto] sm:items-center sm:p-10">
          <p className="text-xl font-semibold text-balance">Com o Funil, a conversa inteira acontece em cima do próprio funil.</p>
          <p>
            <span className="block text-4xl font-bold">67%</span>
            <span className="text-brand-100">menos tempo em aprovações</span>
          </p>
          <p>
            <span className="block text-4xl font-bold">89%</span>
            <span className="text-brand-100">mais rápido para aprovar</span>
          </p>
        </div>
      </div>
    </Section>
  );
}

/* ------------------------------------------------------------------ how it works */

const STEPS = [
  { icon: PenTool, title: 'Crie o funil visual', text: 'Arraste páginas, anúncios, e-mails e automações para o canvas e conecte o caminho do lead. São mais de 35 componentes e 12 templates prontos.' },
  { icon: Users, title: 'Colabore em tempo real', text: 'Sua equipe edita o mesmo funil ao mesmo tempo, vê quem está online e conta com o histórico de alterações.' },
  { icon: Send, title: 'Publique para o cliente', text: 'Com um clique o funil aparece no portal exclusivo do cliente, com login próprio. Nada de PDF perdido no e-mail.' },
  { icon: MessageSquareText, title: 'Receba feedback contextual', text: 'O cliente comenta direto em cada página, anúncio ou e-mail, e aprova ou pede ajustes com um clique.' },
  { icon: Rocket, title: 'Apresente e implemente', text: 'Apresente em tela cheia na reunião ou imprima, registre a aprovação e coloque o funil no ar sem ruído.' },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" labelledBy="how-title" className="bg-white py-20 sm:py-28">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>Como funciona</Eyebrow>
          <H2 id="how-title">Um sistema de 5 passos, do briefing ao funil no ar</H2>
          <Lead>O mesmo fluxo para todos os clientes: sua equipe trabalha com método e o cliente sabe exatamente o que está aprovando.</Lead>
        </div>
        <ol className="relative mt-14 grid gap-6 md:grid-cols-5 md:gap-4">
          <span className="absolute top-7 right-[10%] left-[10%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 md:block" aria-hidden="true" />
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
              <span className="relative grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white shadow-lg shadow-brand-700/25 ring-4 ring-white" aria-hidden="true">
                <Icon className="size-6" />
              </span>
              <div>
                <p className="text-sm font-semibold text-brand-700">Passo {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-14 flex flex-col justify-center gap-3 sm:flex-row">
          <ScrollButton to="pricing" className={btn.primary}>
            Ver Planos
            <ArrowRight aria-hidden="true" />
          </ScrollButton>
          <ScrollButton to="demo" className={btn.outline}>
            <Play aria-hidden="true" />
            Ver Demonstração
          </ScrollButton>
        </div>
      </div>
    </Section>
  );
}

/* ------------------------------------------------------------------ who it's for */

const AUDIENCES = [
  { icon: Rocket, title: 'Agências de lançamento', text: 'Planeje captação, aquecimento, CPLs e carrinho aberto com o expert enxergando cada etapa.' },
  { icon: Layers, title: 'Agências de tráfego e performance', text: 'Mostre de onde vem o lead e para onde ele vai. Justifique o investimento em mídia com o funil na tela.' },
  { icon: ShoppingBag, title: 'E-commerce e varejo', text: 'Desenhe recuperação de carrinho, pós-venda e recompra e aprove as réguas de e-mail e WhatsApp com o lojista.' },
  { icon: UserRound, title: 'Consultores e estrategistas', text: 'Entregue um diagnóstico visual profissional e feche mais projetos já na primeira reunião.' },
];

export function WhoItsForSection() {
  return (
    <Section id="who-its-for" labelledBy="who-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={container}>
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div>
            <Eyebrow>Para quem é</Eyebrow>
            <H2 id="who-title">Feito para quem vende estratégia, não só execução</H2>
            <Lead>Do estúdio com três clientes à agência com dezenas de contas: o Funil cresce com você e cada usuário extra custa o mesmo valor do plano.</Lead>
            <div className="mt-8 space-y-3">
              {[PLANS.business, PLANS.enterprise].map((p) => (
                <p key={p.id} className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
                  <Building2 className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="text-slate-700">
                    {p.suggestedFor}: <strong className="font-semibold text-slate-900">{p.name}</strong>
                  </span>
                </p>
              ))}
            </div>
            <ScrollButton to="pricing" className={`${btn.primary} mt-8`}>
              Ver Planos
              <ArrowRight aria-hidden="true" />
            </ScrollButton>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2">
            {AUDIENCES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-7">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

/* ------------------------------------------------------------------ client portal */

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
          <span className="grid size-9 place-items-center rounded-full bg-amber-600 text-sm font-bold text-white">MC</span>
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
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-600 text-xs font-bold text-white">MC</span>
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
            <span className="inline-flex h-10 flex-1 items-center justify-center rounded-lg bg-white text-sm font-semibold text-slate-800 ring-1 ring-slate-300">Solicitar ajustes</span>
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
          <Lead dark>Seu cliente entra com login próprio, vê apenas os projetos dele e aprova ou pede ajustes sem sair do funil. Sua marca parece maior, e o “ok” chega antes.</Lead>
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

/* ------------------------------------------------------------------ canvas editor */

export const PALETTE = [
  { label: 'Páginas', types: ['landing-page', 'vsl', 'checkout-page', 'upsell-page'] },
  { label: 'Tráfego', types: ['facebook-ads', 'google-ads', 'instagram-ads'] },
  { label: 'Comunidades e mensagens', types: ['whatsapp-groups', 'email', 'automation', 'cart-recovery'] },
];

function PaletteMock() {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-slate-900/10 ring-slate-200" aria-hidden="true">
      <div className="flex h-10 items-center rounded-lg bg-slate-100 px-3 text-sm text-slate-600">Buscar componentes...</div>
      {PALETTE.map((group) => (
        <div key={group.label} className="mt-5">
          <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{group.label}</p>
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {group.types.map((t) => {
              const d = nodeDef(t);
              return (
                <li key={t} className="flex items-center gap-2 rounded-lg border border-slate-200 px-2 py-2 text-[13px] leading-tight font-medium text-slate-800 sm:px-2.5 sm:text-sm">
                  <svg viewBox="0 0 28 28" className="size-7 shrink-0">
                    <rect width="28" height="28" rx="7" fill={d.color} />
                    <NodeIcon icon={d.icon} x={6} y={6} size={16} color="#fff" />
                  </svg>
                  <span>{d.title}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

const EDITOR_FEATURES = [
  { icon: Layers, title: '+35 componentes', text: 'Páginas, anúncios, redes sociais, comunidades, ações do lead e automações.' },
  { icon: LayoutTemplate, title: '12 templates prontos', text: 'Lançamento, VSL, webinar, e-commerce e réguas de e-mail para começar em segundos.' },
  { icon: Users, title: 'Tempo real', text: 'Cursores ao vivo e edição simultânea, sem “quem salvou por último”.' },
  { icon: Presentation, title: 'Apresente ou imprima', text: 'Modo apresentação em tela cheia e impressão do funil para a reunião.' },
  { icon: History, title: 'Histórico de alterações', text: 'Veja o que mudou, quando e por quem, do rascunho à versão aprovada.' },
  { icon: CalendarClock, title: 'Pronto em 5 minutos', text: 'Crie a conta, cadastre o cliente e publique o primeiro funil hoje.' },
];

export function CanvasEditorSection() {
  return (
    <Section id="canvas-editor" labelledBy="editor-title" className="bg-white py-20 sm:py-28">
      <div className={container}>
        <div className="grid items-center gap-14 lg:grid-cols-[5fr_4fr]">
          <div>
            <Eyebrow>Editor de Canvas</Eyebrow>
            <H2 id="editor-title">Um canvas feito para funis, não para post-its</H2>
            <Lead>Cada componente já sabe o que é: uma página, um anúncio, um grupo de WhatsApp. Arraste, conecte e o funil se explica sozinho, para a equipe e para o cliente.</Lead>
            <ul className="mt-10 grid gap-x-8 gap-y-7 sm:grid-cols-2">
              {EDITOR_FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{title}</h3>
                    <p className="mt-1 text-[15px] leading-relaxed text-slate-600">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <ScrollButton to="demo" className={`${btn.primary} mt-10`}>
              <Play aria-hidden="true" />
              Ver Editor em Ação
            </ScrollButton>
          </div>
          <PaletteMock />
        </div>
      </div>
    </Section>
  );
}

/* ------------------------------------------------------------------ social proof */

const TESTIMONIALS = [
  {
    quote: 'Antes a aprovação de um lançamento levava três semanas de áudio e planilha. Hoje o expert comenta direto no funil e a gente aprova na mesma semana.',
    name: 'Camila Rocha',
    role: 'Sócia, Agência Ponto Alto',
  },
  {
    quote: 'O portal do cliente mudou o nível das nossas reuniões. O cliente enxerga a estratégia e para de pedir “só mais uma versão”.',
    name: 'Rafael Menezes',
    role: 'Diretor de estratégia, Tração Digital',
  },
  {
    quote: 'Montei o funil de recuperação de carrinho de uma loja em dez minutos a partir de um template. O lojista aprovou no celular.',
    name: 'Juliana Prado',
    role: 'Consultora de e-commerce',
  },
];

export function SocialProofSection() {
  return (
    <Section id="social-proof" labelledBy="proof-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>Testemunhos</Eyebrow>
          <H2 id="proof-title">Mais de 500 agências já aprovam funis mais rápido</H2>
          <p className="mt-5 inline-flex flex-wrap items-center justify-center gap-2 text-slate-700">
            <span className="flex text-amber-500" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} className="size-5 fill-current" />
              ))}
            </span>
            <span>
              <strong className="font-semibold text-slate-900">4,9 de 5</strong> em mais de 1.200 avaliações
            </span>
          </p>
        </div>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <blockquote className="flex-1 text-lg leading-relaxed text-slate-800">“{t.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800" aria-hidden="true">
                    {t.name
                      .split(' ')
                      .map((w) => w[0])
                      .join('')}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <dl className="mt-14 grid grid-cols-2 gap-6 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 lg:grid-cols-4">
          {[
            ['R$50 mil', 'de economia média por ano'],
            ['3x', 'aprovações mais rápidas'],
            ['24/7', 'suporte à sua agência'],
            ['SSL 256 bits', 'dados protegidos'],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col gap-1">
              <dt className="order-2 text-sm text-slate-600">{label}</dt>
              <dd className="order-1 text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

/* ------------------------------------------------------------------ faq */

const FAQ = [
  {
    q: 'Meu cliente precisa pagar alguma coisa?',
    a: 'Não. O portal do cliente está incluído em todos os planos. Você cria o acesso do cliente e ele entra com login próprio, vendo apenas os projetos dele.',
  },
  {
    q: 'Como funciona a cobrança por usuário?',
    a: `Não há limite de usuários. Cada usuário da equipe custa o valor do plano escolhido: ${PLANS.business.name} ou ${PLANS.enterprise.name}, por usuário, por mês.`,
  },
  {
    q: 'Posso mudar de plano depois?',
    a: 'Sim. A mudança vale na hora e você paga apenas a diferença proporcional ao período restante.',
  },
  {
    q: 'Existe fidelidade? Como cancelo?',
    a: 'Não existe fidelidade. Você cancela quando quiser e mantém o acesso até o fim do mês já pago.',
  },
  {
    q: 'Quanto tempo leva para começar?',
    a: 'Menos de 5 minutos: assine, crie a conta, cadastre o primeiro cliente e comece um funil do zero ou a partir de um template.',
  },
  {
    q: 'Posso apresentar ou imprimir os funis?',
    a: 'Sim. Use o modo apresentação em tela cheia nas reuniões ou imprima o funil para entregar ao cliente.',
  },
  {
    q: 'Meus dados e os dos meus clientes estão seguros?',
    a: 'Sim. Toda a comunicação é protegida por criptografia SSL de 256 bits, as senhas são guardadas com hash e cada cliente só enxerga os próprios projetos.',
  },
];

export function FaqSection() {
  return (
    <Section id="faq" labelledBy="faq-title" className="bg-slate-50 py-20 sm:py-28">
      <div className={`${container} max-w-3xl`}>
        <div className="text-center">
          <Eyebrow>FAQ</Eyebrow>
          <H2 id="faq-title">Perguntas frequentes</H2>
        </div>
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group px-6 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-900">
                {q}
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-700 transition-transform group-open:rotate-45" aria-hidden="true">
                  +
                </span>
              </summary>
              <p className="-mt-1 pb-5 leading-relaxed text-slate-600">{a}</p>
            </details>
          ))}
        </div>
        <div className="mt-14 rounded-2xl bg-brand-950 p-8 text-center text-white sm:p-10">
          <h3 className="text-2xl font-bold text-balance">Seu próximo funil pode ser aprovado esta semana.</h3>
          <p className="mt-3 text-brand-100">Comece hoje. Sem fidelidade, cancele quando quiser.</p>
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            <SubscribeLink href={subscribeHref('business')} className={btn.light}>
              {startNowLabel()}
            </SubscribeLink>
            <ScrollButton to="pricing" className={btn.ghostDark}>
              Ver Planos
            </ScrollButton>
          </div>
        </div>
      </div>
    </Section>
  );
}

/* ------------------------------------------------------------------ footer */

const FOOTER_PRODUCT = [
  { href: '#how-it-works', label: 'Como Funciona' },
  { href: '#canvas-editor', label: 'Editor de Canvas' },
  { href: '#client-portal', label: 'Aprovação pelo cliente' },
  { href: '#social-proof', label: 'Testemunhos' },
  { href: '#faq', label: 'FAQ' },
];
const FOOTER_PLANS = [
  { href: '#pricing', label: 'Planos e preços' },
  { href: '#who-its-for', label: 'Para quem é' },
  { href: '#demo', label: 'Demonstração' },
];

export function Footer() {
  const link = 'text-slate-300 transition-colors hover:text-white';
  return (
    <footer id="footer" className="bg-slate-950 text-slate-300">
      <div className={`${container} grid gap-12 py-16 md:grid-cols-[2fr_1fr_1fr_1fr]`}>
        <div>
          <Logo light />
          <p className="mt-4 max-w-xs leading-relaxed text-slate-400">Funis de vendas visuais, colaboração em tempo real e aprovação do cliente em um só lugar.</p>
          <p className="mt-6 inline-flex items-center gap-2 text-sm text-slate-400">
            <Lock className="size-4" aria-hidden="true" /> Pagamento seguro · SSL 256 bits
          </p>
        </div>
        <nav aria-label="Produto">
          <h2 className="text-sm font-semibold text-white">Produto</h2>
          <ul className="mt-4 space-y-3">
            {FOOTER_PRODUCT.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={link}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Planos">
          <h2 className="text-sm font-semibold text-white">Planos</h2>
          <ul className="mt-4 space-y-3">
            {FOOTER_PLANS.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={link}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Acesso">
          <h2 className="text-sm font-semibold text-white">Acesso</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href="/client-auth" className={link}>
                Portal do Cliente
              </a>
            </li>
            <li>
              <a href="/auth?mode=login" className={link}>
                Login Agência
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className={`${container} py-6 text-sm text-slate-400`}>© {new Date().getFullYear()} Funil. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}

// The hero (docs/product.md): promise, calls to action, the editor drawing and the figures.
// Figures are marketing copy (docs/product.md; DECISIONS "Not built"): shown as text, nothing computes them.
import { ArrowRight, Sparkles } from 'lucide-react';
import { ArtComment, ArtCursor, FunnelArt } from '../funnel-art.tsx';
import { HERO_TALL, HERO_WIDE } from '../layouts.ts';
import { startNowLabel, subscribeHref } from '../plans-view.ts';
import { btn, container, DemoButton, Figures, SubscribeLink } from '../ui.tsx';

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
          <span className="grid size-7 place-items-center rounded-full bg-amber-700 text-[11px] font-bold text-white ring-2 ring-slate-900">MC</span>
        </span>
      </div>
      <div className="canvas-dots">
        <FunnelArt layout={HERO_WIDE} className="hidden h-auto w-full md:block">
          <ArtCursor x={420} y={130} name="Lucas · Designer" color="#15803d" />
          <ArtComment
            x={720}
            y={318}
            initials="MC"
            name="Marina (cliente)"
            text={['Amei o checkout! Só destaca a', 'garantia de 7 dias, por favor.']}
            width={290}
            color="#d97706"
          />
        </FunnelArt>
        <FunnelArt layout={HERO_TALL} className="h-auto w-full md:hidden">
          <ArtCursor x={170} y={300} name="Lucas · Designer" color="#15803d" />
        </FunnelArt>
      </div>
      <figcaption className="sr-only">
        Funil de venda direta no editor do Funil: anúncios no Facebook e no Instagram levam a uma VSL, depois ao checkout, upsell e página de obrigado, com
        recuperação de carrinho abandonado. A cliente Marina comentou no checkout e o designer Lucas edita ao vivo.
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
            Editor visual de funis, colaboração em tempo real e um portal exclusivo para cada cliente. Sua agência apresenta a estratégia, recebe feedback no
            elemento certo e aprova em dias, não em semanas.
          </p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <SubscribeLink href={subscribeHref('business')} className={btn.light}>
              {startNowLabel()}
              <ArrowRight aria-hidden="true" />
            </SubscribeLink>
            <DemoButton className={btn.ghostDark} />
          </div>
          <p className="mt-5 text-sm text-brand-200">Sem fidelidade · Configuração em menos de 5 minutos · Portal do cliente em todos os planos</p>
        </div>
        <div className="mx-auto mt-14 max-w-5xl">
          <EditorWindow />
        </div>
        <Figures
          items={[
            ['300+', 'agências usando'],
            ['10k+', 'funis criados'],
            ['87%', 'de aumento na conversão'],
            ['4,9', 'nota em 1.200+ avaliações'],
          ]}
          className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-x-6 gap-y-8 text-center sm:grid-cols-4"
          labelClassName="text-sm text-brand-200"
          valueClassName="text-3xl font-bold tracking-tight text-white"
        />
      </div>
    </section>
  );
}

// The demonstration (docs/product.md): a drawn video poster, not a video.
import { Check, Play } from 'lucide-react';
import { FunnelArt } from '../funnel-art.tsx';
import { WEBINAR } from '../layouts.ts';
import { container, Eyebrow, H2, Lead, Section } from '../ui.tsx';

export function DemoSection() {
  return (
    <Section id="demo" labelledBy="demo-title" className="bg-white py-20 sm:py-28">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>Demonstração</Eyebrow>
          <H2 id="demo-title">Veja uma aprovação completa em 2 minutos e meio</H2>
          <Lead>
            Uma agência monta um funil de webinar, publica para o cliente, recebe o comentário no elemento certo e sai com o funil aprovado. Tudo em uma tela.
          </Lead>
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

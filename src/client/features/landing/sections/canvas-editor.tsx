// The canvas editor (docs/product.md), with a drawn component palette.
import { CalendarClock, History, Layers, LayoutTemplate, Play, Presentation, Users } from 'lucide-react';
import { NodeIcon, nodeDef } from '../catalogue-art.tsx';
import { PALETTE } from '../palette.ts';
import { btn, container, Eyebrow, H2, Lead, ScrollButton, Section } from '../ui.tsx';

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
                <li
                  key={t}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 px-2 py-2 text-[13px] leading-tight font-medium text-slate-800 sm:px-2.5 sm:text-sm"
                >
                  <svg viewBox="0 0 28 28" className="size-7 shrink-0" aria-hidden="true">
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
            <Eyebrow>Editor de Funis</Eyebrow>
            <H2 id="editor-title">Um editor feito para funis, não para post-its</H2>
            <Lead>
              Cada componente já sabe o que é: uma página, um anúncio, um grupo de WhatsApp. Arraste, conecte e o funil se explica sozinho, para a equipe e para
              o cliente.
            </Lead>
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

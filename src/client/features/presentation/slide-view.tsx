// One slide's card: the step's type, title (the dialog's heading), description, forecast figures
// and the comments pinned to it. The navigation and the decisions are the dialog's.
import { CheckCircle2, MessageSquare } from 'lucide-react';
import { memo } from 'react';
import type { CanvasComment } from '#shared/canvas/content.ts';
import { formatPeople, formatReais } from '#shared/canvas/forecast.ts';
import { ComponentIcon } from '../../components/component-icon.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { Slide, SlideFigures, SlideResults } from './slides.ts';

const percent = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} %`;

const safeDate = (s: string) => {
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? '' : formatDateTime(d);
};

function Figures({ f }: { f: SlideFigures }) {
  const rows: [string, string][] = [
    ['Pessoas que chegam', f.people === null ? 'Sem dados' : formatPeople(f.people)],
    ['Conversão', f.conversionRate === null ? 'Não informada' : percent(f.conversionRate)],
  ];
  return (
    <section aria-label="Previsão por mês" className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Previsão por mês</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="whitespace-nowrap text-base font-semibold tabular-nums text-slate-900" data-figure={label}>
              {value}
            </dd>
          </div>
        ))}
        {f.sells ? (
          // What the step brings in is the figure a client looks for: its own row.
          <div className="col-span-2 border-t border-slate-200 pt-2">
            <dt className="text-xs text-slate-500">Receita projetada</dt>
            <dd className="whitespace-nowrap text-xl font-bold tabular-nums text-emerald-700" data-figure="Receita projetada">
              {f.revenue === null ? 'Sem dados' : formatReais(f.revenue)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

const shortDay = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;

function RealFigures({ r }: { r: SlideResults }) {
  const rows: [string, string][] = [
    ['Pessoas', formatPeople(r.visitors)],
    ['Previsto', r.planned === null ? 'Sem previsão' : formatPeople(r.planned)],
    ['Seguiram', r.onwards === null ? '—' : `${Math.round(r.onwards * 100)} %`],
    ['Receita', formatReais(r.revenue)],
  ];
  return (
    <section aria-label="Resultados" className="rounded-xl border border-emerald-200 bg-emerald-50 p-3" data-testid="slide-results">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-emerald-800">
        Resultados de {shortDay(r.from)} a {shortDay(r.to)}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-emerald-900/70">{label}</dt>
            <dd className="whitespace-nowrap text-base font-semibold tabular-nums text-slate-900" data-result={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Author({ c }: { c: CanvasComment }) {
  return (
    <p className="text-sm font-semibold text-slate-900">
      {c.author || 'Usuário'}
      {c.authorKind === 'agency' ? <span className="ml-1 text-xs font-normal text-orange-600">(agência)</span> : null}
      {c.authorKind === 'public' && !c.verified ? <span className="ml-1 text-xs font-normal text-slate-500">(não verificado)</span> : null}
      <span className="ml-2 text-xs font-normal text-slate-400">{safeDate(c.timestamp)}</span>
    </p>
  );
}

function Threads({ slide }: { slide: Slide }) {
  if (!slide.threads.length) return <p className="text-sm text-slate-500">Nenhum comentário nesta etapa.</p>;
  return (
    <ul className="space-y-2">
      {slide.threads.map(({ comment: c, replies }) => (
        <li
          key={c.id}
          className={`rounded-lg border p-3 ${c.resolved ? 'border-slate-200 opacity-75' : 'border-amber-200 bg-amber-50/40'}`}
          data-testid="presentation-comment"
        >
          <Author c={c} />
          <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{c.content}</p>
          {c.resolved ? (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-green-700">
              <CheckCircle2 className="size-3" aria-hidden="true" /> Resolvido
            </p>
          ) : null}
          {replies.length ? (
            <ul className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3">
              {replies.map((r) => (
                <li key={r.id} data-testid="presentation-reply">
                  <Author c={r} />
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{r.content}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export const SlideView = memo(function SlideView({ slide }: { slide: Slide }) {
  return (
    <div className="space-y-4">
      <div>
        <p className="mb-1 inline-flex items-center gap-1.5 text-xs font-semibold text-slate-600" data-testid="presentation-type">
          <span className="flex size-6 items-center justify-center rounded-md text-white" style={{ backgroundColor: slide.color }} aria-hidden="true">
            <ComponentIcon name={slide.icon} className="size-3.5" />
          </span>
          {slide.typeName}
        </p>
        <h2 className="break-words text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{slide.title}</h2>
        {slide.description ? <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-600 sm:text-base">{slide.description}</p> : null}
      </div>
      {slide.figures ? <Figures f={slide.figures} /> : null}
      {slide.results ? <RealFigures r={slide.results} /> : null}
      <section aria-label="Comentários nesta etapa">
        <p className="mb-2 inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <MessageSquare className="size-3.5" aria-hidden="true" /> Comentários ({slide.threads.length})
        </p>
        <Threads slide={slide} />
      </section>
    </div>
  );
});

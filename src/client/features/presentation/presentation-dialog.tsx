// Presentation mode (docs/decisions/016-presentation.md): a full-screen dialog that
// walks the funnel's steps in flow order, one slide each, while the map behind zooms to the step.
// A card on the right (a bottom sheet on a phone) holds the slide; the rest of the screen shows
// the map through a light backdrop. ArrowRight or Space goes on, ArrowLeft goes back, Escape
// closes and focus returns to the Apresentar button. On the last slide a client or reviewer may
// decide: the presentation closes and the page's own decision dialog opens, so the status and
// the celebration behave exactly as without it.
// Loaded on first use (present-button.tsx). A key press changes this component's state only:
// the slides are computed once per content, and the map's nodes are not re-rendered (only its
// viewport moves).
import { useReactFlow } from '@xyflow/react';
import { CheckCircle2, ChevronLeft, ChevronRight, Maximize, Minimize, Wrench, X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as Y from 'yjs';
import type { ResultsAnswer } from '#shared/schemas/tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/utils.ts';
import { useDocContent } from '../editor/doc-binding.ts';
import { FOCUS_MS, focusStep } from './focus-step.ts';
import { SlideView } from './slide-view.tsx';
import { buildSlides } from './slides.ts';
import type { PresentationDecision } from './types.ts';

const CONTROLS = 'button, a, input, textarea, select, [contenteditable="true"]';

export default function PresentationDialog({
  doc,
  decisions,
  results = null,
  returnFocus,
  onClose,
}: {
  doc: Y.Doc;
  decisions?: () => readonly PresentationDecision[];
  /** The Resultados mode's answer when the presentation opened: each step's real figures. */
  results?: ResultsAnswer | null;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const content = useDocContent(doc);
  const { components, connections, comments, forecast } = content;
  const slides = useMemo(() => buildSlides({ components, connections, comments, forecast }, results), [components, connections, comments, forecast, results]);
  const stepsRef = useRef(components);
  stepsRef.current = components;
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const at = Math.min(index, Math.max(0, count - 1));
  const slide = count ? slides[at] : null;
  const isLast = count === 0 || at === count - 1;
  const choices = isLast ? (decisions?.() ?? []) : [];

  const rf = useReactFlow();
  // A state, not a ref: the dialog's portal mounts after this component's first effects.
  const [card, setCard] = useState<HTMLElement | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const after = useRef<(() => void) | null>(null);

  // Back to where the person was on the map when the presentation ends.
  useEffect(() => {
    const before = rf.getViewport();
    return () => void rf.setViewport(before, { duration: FOCUS_MS });
  }, [rf]);

  const slideId = slide?.id;
  useEffect(() => {
    if (body.current) body.current.scrollTop = 0;
    if (!slideId) return;
    const focus = () => {
      const step = stepsRef.current.find((c) => c.id === slideId);
      if (step) focusStep(rf, step, card);
    };
    // The map starts moving one frame later: the frame after the key paints the new slide
    // alone, not the whole map at a new place as well (the key response the bench measures).
    const frame = requestAnimationFrame(focus);
    window.addEventListener('resize', focus);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', focus);
    };
  }, [slideId, rf, card]);

  const { full, toggleFull } = useFullScreen();

  const go = useCallback((delta: number) => setIndex((i) => Math.max(0, Math.min(count - 1, Math.min(i, count - 1) + delta))), [count]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    // Space on a button presses that button (Próximo, Aprovar...); anywhere else it goes on.
    const onControl = e.target !== e.currentTarget && (e.target as HTMLElement).closest?.(CONTROLS);
    if (e.key === 'ArrowRight' || e.key === 'PageDown' || (e.key === ' ' && !onControl)) {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft' || e.key === 'PageUp') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      setIndex(e.key === 'Home' ? 0 : Math.max(0, count - 1));
    }
  };

  const choose = (d: PresentationDecision) => {
    after.current = d.onChoose;
    onClose();
  };

  const highlight = slide
    ? `.funil-editor .react-flow__node[data-id="${CSS.escape(slide.id)}"]{outline:3px solid #f97316;outline-offset:6px;border-radius:14px}`
    : '';

  return (
    <D.Root open onOpenChange={(o) => !o && onClose()}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-slate-950/35" />
        <D.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col justify-end outline-none sm:flex-row sm:justify-end"
          onKeyDown={onKeyDown}
          // The dialog itself takes focus, so Space goes on instead of pressing the first button.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
            const then = after.current;
            after.current = null;
            then?.();
          }}
          data-testid="presentation"
        >
          <D.Title asChild>
            <span className="sr-only">Apresentação</span>
          </D.Title>
          {highlight ? <style>{highlight}</style> : null}
          <p className="sr-only" aria-live="polite">
            {slide ? `Etapa ${at + 1} de ${count}: ${slide.title}` : ''}
          </p>
          <section
            ref={setCard}
            className="flex max-h-[62dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white text-slate-900 shadow-2xl sm:m-4 sm:max-h-none sm:w-[min(28rem,46vw)] sm:rounded-2xl"
          >
            <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-orange-600">Apresentação</p>
              {count ? (
                <p className="ml-auto text-sm font-semibold tabular-nums text-slate-600" data-testid="presentation-counter">
                  {at + 1} / {count}
                </p>
              ) : (
                <span className="ml-auto" />
              )}
              {toggleFull ? (
                <button
                  type="button"
                  onClick={toggleFull}
                  aria-pressed={full}
                  className="flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                >
                  {full ? <Minimize className="size-4" aria-hidden="true" /> : <Maximize className="size-4" aria-hidden="true" />}
                  {full ? 'Sair da tela cheia' : 'Tela cheia'}
                </button>
              ) : null}
              <D.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label="Fechar apresentação">
                <X className="size-4" aria-hidden="true" />
              </D.Close>
            </div>
            {count ? (
              <div className="h-1 bg-slate-100" aria-hidden="true">
                {/* Scaled, not resized: the bar moves on the compositor, with no layout per frame. */}
                <div className="h-full origin-left bg-orange-500 transition-transform duration-200" style={{ transform: `scaleX(${(at + 1) / count})` }} />
              </div>
            ) : null}
            <div ref={body} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
              {slide ? (
                <SlideView slide={slide} />
              ) : (
                <div className="py-6 text-center">
                  <h2 className="text-xl font-bold text-slate-900">Este funil ainda não tem etapas</h2>
                  <p className="mt-2 text-sm text-slate-600">Adicione componentes ao funil para apresentá-lo.</p>
                </div>
              )}
            </div>
            {choices.length ? (
              <div className="border-t border-slate-100 px-5 py-3" data-testid="presentation-decisions">
                <p className="mb-2 text-sm font-semibold text-slate-700">Sua decisão sobre o funil</p>
                <div className="grid grid-cols-2 gap-2">
                  {choices.map((d) => (
                    <Button
                      key={d.tone}
                      variant={d.tone === 'approve' ? 'default' : 'outline'}
                      className={d.tone === 'approve' ? 'bg-green-600 text-white hover:bg-green-700' : 'border-orange-300 text-orange-700 hover:bg-orange-50'}
                      disabled={d.disabled}
                      onClick={() => choose(d)}
                    >
                      {d.tone === 'approve' ? <CheckCircle2 aria-hidden="true" /> : <Wrench aria-hidden="true" />}
                      {d.label}
                    </Button>
                  ))}
                </div>
              </div>
            ) : null}
            {count ? (
              <nav aria-label="Etapas" className="flex items-center gap-2 border-t border-slate-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
                <Button variant="outline" onClick={() => go(-1)} aria-disabled={at === 0} className={cn(at === 0 && 'opacity-50')}>
                  <ChevronLeft aria-hidden="true" /> Anterior
                </Button>
                <p className="hidden flex-1 text-center text-xs text-slate-400 lg:block">← → ou Espaço</p>
                <Button
                  onClick={() => go(1)}
                  aria-disabled={isLast}
                  className={cn('ml-auto bg-orange-500 text-white hover:bg-orange-600 lg:ml-0', isLast && 'opacity-50 hover:bg-orange-500')}
                >
                  Próximo <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            ) : null}
          </section>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/**
 * The browser's full screen for the whole page (the map and the card), as the landing promises.
 * Null where the browser has none (an iPhone): the button is not shown. Leaving the presentation
 * leaves the full screen it entered.
 */
function useFullScreen(): { full: boolean; toggleFull: (() => void) | null } {
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);
  const toggleFull = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen().catch(() => {});
  }, []);
  return { full, toggleFull: document.fullscreenEnabled ? toggleFull : null };
}

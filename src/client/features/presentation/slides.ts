// The presentation's slides (docs/decisions/016-presentation.md): one per step, in the
// funnel's flow order with the steps connected to nothing last (slide-order.ts), each with the step's type in the
// catalogue's words, its description, its forecast figures when the funnel's forecast is on, and
// the comments pinned to it (open threads first, replies under their thread). Pure: computed once
// per content, never per key press.
import { componentDefOrFallback } from '#shared/canvas/catalogue.ts';
import type { CanvasComment, CanvasContent } from '#shared/canvas/content.ts';
import { computeForecast } from '#shared/canvas/forecast.ts';
import type { ResultsAnswer, StepResult } from '#shared/schemas/tracking.ts';
import { slideOrder } from './slide-order.ts';

function resultsOf(answer: ResultsAnswer | null, s: StepResult | undefined): SlideResults | null {
  if (!answer || !s) return null;
  const onwards = s.visitors ? s.conversions / s.visitors : null;
  return { from: answer.from, to: answer.to, visitors: s.visitors, onwards, revenue: s.revenue, planned: s.forecast?.people ?? null };
}

export interface SlideFigures {
  /** People reaching the step per month; null when a rate upstream is missing. */
  people: number | null;
  /** The step's conversion in % (null: not given). */
  conversionRate: number | null;
  sells: boolean;
  /** Revenue per month of a selling step; null when unknown or it does not sell. */
  revenue: number | null;
}

/** The step's real traffic over the period the Resultados mode showed (docs/decisions/026). */
export interface SlideResults {
  from: string;
  to: string;
  visitors: number;
  /** Of the visitors, the share seen on a next step the same day, 0 to 1; null without visitors. */
  onwards: number | null;
  revenue: number;
  /** The forecast's people for the same period, or null. */
  planned: number | null;
}

export interface SlideThread {
  comment: CanvasComment;
  replies: CanvasComment[];
}

export interface Slide {
  id: string;
  title: string;
  /** The catalogue's pt-BR name of the step's type. */
  typeName: string;
  color: string;
  icon: string;
  description: string;
  /** Null when the funnel has no forecast or it is switched off. */
  figures: SlideFigures | null;
  /** Null when the presentation opened without results, or the step counts no traffic. */
  results: SlideResults | null;
  threads: SlideThread[];
}

const byTime = (a: CanvasComment, b: CanvasComment) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0);

/** Threads pinned to each step: open ones first, each group oldest first; replies oldest first. */
function threadsByStep(comments: readonly CanvasComment[]): Map<string, SlideThread[]> {
  const replies = new Map<string, CanvasComment[]>();
  for (const c of comments) if (c.parentId) replies.set(c.parentId, [...(replies.get(c.parentId) ?? []), c]);
  const out = new Map<string, SlideThread[]>();
  const roots = comments.filter((c) => !c.parentId && c.componentId).sort((a, b) => Number(!!a.resolved) - Number(!!b.resolved) || byTime(a, b));
  for (const c of roots) {
    const id = c.componentId as string;
    out.set(id, [...(out.get(id) ?? []), { comment: c, replies: [...(replies.get(c.id) ?? [])].sort(byTime) }]);
  }
  return out;
}

export function buildSlides(
  content: Pick<CanvasContent, 'components' | 'connections' | 'comments' | 'forecast'>,
  results: ResultsAnswer | null = null,
): Slide[] {
  const real = new Map((results?.steps ?? []).map((s) => [s.componentId, s]));
  const order = slideOrder(content.components, content.connections);
  const forecast = computeForecast(content);
  const threads = threadsByStep(content.comments);
  const byId = new Map(content.components.map((c) => [c.id, c]));
  return order.map((id) => {
    const c = byId.get(id) as CanvasContent['components'][number];
    const def = componentDefOrFallback(c.type);
    const step = forecast?.steps.get(id);
    return {
      id,
      title: c.data.title || def.title,
      typeName: def.title,
      color: def.color,
      icon: def.icon,
      description: c.data.description ?? '',
      figures: step ? { people: step.people, conversionRate: c.data.conversionRate ?? null, sells: step.sells, revenue: step.revenue } : null,
      results: resultsOf(results, real.get(id)),
      threads: threads.get(id) ?? [],
    };
  });
}

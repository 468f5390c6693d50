// A funnel's real traffic beside its forecast (docs/decisions/026-traffic-without-personal-data.md):
// for each step bound to a page or an event (data.track), its visitors over the period, those
// seen on a next step the same day, the revenue of its event, and the forecast for as many days.
import { sql } from 'drizzle-orm';
import type { CanvasContent } from '#shared/canvas/content.ts';
import { computeForecast } from '#shared/canvas/forecast.ts';
import { daysUntil, isCalendarDate, todayInZone } from '#shared/due-date.ts';
import { can } from '#shared/permissions.ts';
import { MAX_RESULTS_DAYS, RESULTS_PERIOD_MSG, type ResultsAnswer, type StepResult } from '#shared/schemas/tracking.ts';
import type { Db } from '../../db/client.ts';
import { trackingDaily } from '../../db/tracking-schema.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { AgencyCtx } from '../../principal.ts';
import { readAgencyCanvas } from '../canvases/canvas-dto.ts';
import { currentContent } from '../canvases/content-etag.ts';
import { type Spec, shiftDay, stepDayFigures } from './step-days.ts';

export interface Period {
  from: string;
  to: string;
}

/** The period asked for, checked; the 30 days up to today (São Paulo) when absent. */
export function periodOf(q: { from?: string; to?: string }, now: Date): Period {
  const today = todayInZone(now);
  const to = q.to ?? today;
  const from = q.from ?? shiftDay(to, -29);
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new AppError('VALIDATION', RESULTS_PERIOD_MSG);
  const days = daysUntil(to, from) + 1;
  if (days < 1 || days > MAX_RESULTS_DAYS) throw new AppError('VALIDATION', RESULTS_PERIOD_MSG);
  return { from, to };
}

/** One trailing slash is the same page, as collect.ts stores it. */
const samePage = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** A step's path as a LIKE pattern: * is any text; %, _ and \ are themselves. */
const pathPattern = (path: string) =>
  samePage(path)
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '%');

function specsOf(content: CanvasContent): Spec[] {
  const specs: Spec[] = [];
  for (const c of content.components) {
    const track = c.data.track;
    if (!track) continue;
    if (track.path) {
      const exact = !track.path.includes('*');
      specs.push({ s: c.id, k: 'page', p: exact ? samePage(track.path) : pathPattern(track.path), exact });
    }
    if (track.event) specs.push({ s: c.id, k: 'event', p: track.event, exact: true });
  }
  return specs;
}

export interface StepFigures {
  visitors: number;
  conversions: number;
  cents: number;
}

/** The figures of each tracked step over the period: people from the counted days, revenue from the daily totals. */
export async function stepFigures(db: Db, agencyId: string, content: CanvasContent, period: Period, now: Date): Promise<Map<string, StepFigures>> {
  const specs = specsOf(content);
  const out = new Map<string, StepFigures>();
  if (!specs.length) return out;
  const tracked = new Set(specs.map((s) => s.s));
  const edges = content.connections.filter((l) => l.from !== l.to && tracked.has(l.from) && tracked.has(l.to)).map((l) => ({ a: l.from, b: l.to }));
  const events = specs.filter((s) => s.k === 'event');
  const [people, revenue] = await Promise.all([
    stepDayFigures(db, agencyId, specs, edges, period, now),
    events.length
      ? db.execute<{ step: string; c: string | number }>(sql`
          with s as (select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(s text, p text))
          select s.s as step, sum(d.value_cents)::bigint as c from s join ${trackingDaily} d
            on d.agency_id = ${agencyId} and d.kind = 'event' and d.key = s.p and d.day between ${period.from}::date and ${period.to}::date
          group by s.s`)
      : null,
  ]);
  for (const step of tracked) out.set(step, { visitors: 0, conversions: 0, cents: 0, ...people.get(step) });
  for (const r of revenue?.rows ?? []) {
    const f = out.get(r.step);
    if (f) f.cents = Number(r.c);
  }
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The answer for a content and period: tracked steps in the content's order, with the forecast scaled to the period. */
export async function resultsOf(db: Db, agencyId: string, content: CanvasContent, period: Period, now: Date): Promise<ResultsAnswer> {
  const figures = await stepFigures(db, agencyId, content, period, now);
  const forecast = computeForecast(content);
  const scale = (daysUntil(period.to, period.from) + 1) / 30;
  const steps: StepResult[] = [];
  for (const c of content.components) {
    const f = figures.get(c.id);
    if (!f) continue;
    const planned = forecast?.steps.get(c.id);
    const people = planned?.people == null ? null : Math.round(planned.people * scale);
    const revenue = planned?.revenue == null ? null : round2(planned.revenue * scale);
    steps.push({
      componentId: c.id,
      visitors: f.visitors,
      conversions: f.conversions,
      revenue: f.cents / 100,
      forecast: planned ? { people, revenue } : null,
      difference: people ? round2(f.visitors / people - 1) : null,
    });
  }
  return {
    ...period,
    steps,
    revenue: round2(steps.reduce((s, x) => s + x.revenue, 0)),
    forecastRevenue: forecast ? round2(forecast.totalRevenue * scale) : null,
  };
}

/** GET /api/canvases/{id}/results: any member who can read the funnel. */
export async function getResults(ctx: AgencyCtx<'docs' | 'clock'>, { id, from, to }: { id: string; from?: string; to?: string }): Promise<ResultsAnswer> {
  const row = await readAgencyCanvas(ctx.db, ctx.actor.agencyId, id);
  if (!can(ctx.actor, 'canvases:read')) throw forbidden();
  const period = periodOf({ from, to }, ctx.clock.now());
  const { content } = await currentContent(ctx, row.canvas.id, row.contentVersion);
  return resultsOf(ctx.db, ctx.actor.agencyId, content, period, ctx.clock.now());
}

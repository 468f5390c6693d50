// The funnel's forecast: how many people reach each step in a month, and what the
// steps that sell bring in. Pure, written once: the editor, the portal, the public page, the
// presentation and the PDF all read the same figures.
//
// Rules (docs/decisions/014-forecast.md):
// - The month's visitors enter through the entry steps (no incoming connection), split evenly;
//   a step connected to nothing is outside the flow (no figures) unless nothing is connected.
// - A step passes on `conversionRate` % of the people reaching it; they split among its outgoing
//   connections by `share` (connections without a share divide what the others leave, evenly;
//   shares over 100 % in all are scaled down to 100 %).
// - People reaching a step = the sum over its incoming connections. A selling step (one with a
//   price) brings people x conversion x price.
// - Loops count each step once: a connection back to a step earlier in the flow carries nobody.
// - A figure that depends on a missing conversion rate is unknown (null), never a guess.
import type { CanvasComponent, CanvasConnection, ForecastSettings } from './content.ts';

export interface StepForecast {
  /** People reaching the step per month; null when an upstream conversion rate is missing. */
  people: number | null;
  /** Revenue per month of a selling step; null when it does not sell or cannot be computed. */
  revenue: number | null;
  sells: boolean;
}

export interface Forecast {
  visitors: number;
  steps: Map<string, StepForecast>;
  /** Sum of the selling steps' known revenues. */
  totalRevenue: number;
  /** False when some selling step's revenue is unknown (a rate is missing on the way). */
  complete: boolean;
}

type Step = Pick<CanvasComponent, 'id' | 'position'> & { data: Pick<CanvasComponent['data'], 'conversionRate' | 'price'> };
type Link = Pick<CanvasConnection, 'id' | 'from' | 'to' | 'share'>;

const byPlace = (a: Step, b: Step) => a.position.x - b.position.x || a.position.y - b.position.y || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The steps in flow order: along the connections from the entry steps, ties left to right then
 * top to bottom; a group of steps no entry reaches (a closed loop) starts at its leftmost step.
 * Also answers the back connections (those that close a loop), which carry no traffic.
 */
export function flowOrder(components: readonly Step[], connections: readonly Link[]): { order: string[]; back: Set<string> } {
  const steps = new Map(components.map((c) => [c.id, c]));
  const out = new Map<string, Link[]>();
  for (const l of connections) {
    if (!steps.has(l.from) || !steps.has(l.to) || l.from === l.to) continue;
    const list = out.get(l.from);
    if (list) list.push(l);
    else out.set(l.from, [l]);
  }
  const place = (id: string) => steps.get(id) as Step;
  for (const links of out.values()) links.sort((a, b) => byPlace(place(a.to), place(b.to)));

  // Back connections: those that reach a step still on the walk's path (iterative DFS).
  const back = new Set<string>();
  const state = new Map<string, 1 | 2>();
  const hasIncoming = new Set(connections.filter((l) => steps.has(l.from) && l.from !== l.to).map((l) => l.to));
  const sorted = [...components].sort(byPlace);
  const roots = [...sorted.filter((c) => !hasIncoming.has(c.id)), ...sorted.filter((c) => hasIncoming.has(c.id))];
  for (const root of roots) {
    if (state.has(root.id)) continue;
    const stack: { id: string; i: number }[] = [{ id: root.id, i: 0 }];
    state.set(root.id, 1);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const link = (out.get(top.id) ?? [])[top.i++];
      if (!link) {
        state.set(top.id, 2);
        stack.pop();
        continue;
      }
      const s = state.get(link.to);
      if (s === 1) back.add(link.id);
      else if (s === undefined) {
        state.set(link.to, 1);
        stack.push({ id: link.to, i: 0 });
      }
    }
  }

  // Topological order over the forward connections, the next step always the leftmost ready one.
  const indegree = new Map(components.map((c) => [c.id, 0]));
  for (const links of out.values()) for (const l of links) if (!back.has(l.id)) indegree.set(l.to, (indegree.get(l.to) ?? 0) + 1);
  const ready = sorted.filter((c) => indegree.get(c.id) === 0);
  const order: string[] = [];
  while (ready.length) {
    const next = ready.shift() as Step;
    order.push(next.id);
    for (const l of out.get(next.id) ?? []) {
      if (back.has(l.id)) continue;
      const d = (indegree.get(l.to) ?? 0) - 1;
      indegree.set(l.to, d);
      if (d === 0) {
        const s = place(l.to);
        const at = ready.findIndex((r) => byPlace(s, r) < 0);
        ready.splice(at === -1 ? ready.length : at, 0, s);
      }
    }
  }
  return { order, back };
}

/**
 * The split of one step's onward traffic among its forward connections, in % of it. Shares
 * that add up to more than 100 % are scaled down to 100 %: a branch never makes people up.
 */
function shares(links: readonly Link[]): Map<string, number> {
  const given = links.filter((l) => typeof l.share === 'number');
  const rest = links.length - given.length;
  const sum = given.reduce((total, l) => total + (l.share as number), 0);
  const scale = sum > 100 ? 100 / sum : 1;
  const left = Math.max(0, 100 - sum);
  return new Map(links.map((l) => [l.id, typeof l.share === 'number' ? l.share * scale : rest ? left / rest : 0]));
}

/** The forecast, or null when the funnel has none or it is switched off. */
export function computeForecast(content: { components: readonly Step[]; connections: readonly Link[]; forecast?: ForecastSettings | null }): Forecast | null {
  const settings = content.forecast;
  if (!settings?.enabled) return null;
  const { components, connections } = content;
  const { order, back } = flowOrder(components, connections);
  const steps = new Map(components.map((c) => [c.id, c]));
  const forward = connections.filter((l) => !back.has(l.id) && steps.has(l.from) && steps.has(l.to) && l.from !== l.to);
  const incoming = new Map<string, Link[]>();
  const outgoing = new Map<string, Link[]>();
  const add = (m: Map<string, Link[]>, key: string, l: Link) => {
    const list = m.get(key);
    if (list) list.push(l);
    else m.set(key, [l]);
  };
  for (const l of forward) {
    add(incoming, l.to, l);
    add(outgoing, l.from, l);
  }
  // A step connected to nothing (a stray or a note) is outside the flow when the funnel has one:
  // it takes no share of the visitors and shows no figures.
  const starts = order.filter((id) => !incoming.has(id));
  const flowing = starts.filter((id) => outgoing.has(id));
  const entries = new Set(flowing.length ? flowing : starts);
  /** People carried by each forward connection (null: unknown). */
  const carried = new Map<string, number | null>();
  const result = new Map<string, StepForecast>();
  let totalRevenue = 0;
  let complete = true;
  for (const id of order) {
    const step = steps.get(id) as Step;
    let people: number | null;
    if (!incoming.has(id) && !entries.has(id)) continue;
    if (!incoming.has(id)) people = settings.visitors / entries.size;
    else {
      people = 0;
      for (const l of incoming.get(id) ?? []) {
        const n = carried.get(l.id);
        if (n === null || n === undefined || people === null) people = null;
        else people += n;
      }
    }
    const rate = typeof step.data.conversionRate === 'number' ? step.data.conversionRate / 100 : null;
    const onward = people === null || rate === null ? null : people * rate;
    const split = shares(outgoing.get(id) ?? []);
    for (const l of outgoing.get(id) ?? []) carried.set(l.id, onward === null ? null : (onward * (split.get(l.id) ?? 0)) / 100);
    const sells = typeof step.data.price === 'number';
    const revenue = sells && onward !== null ? onward * (step.data.price as number) : null;
    if (sells && revenue === null) complete = false;
    if (revenue !== null) totalRevenue += revenue;
    result.set(id, { people, revenue, sells });
  }
  return { visitors: settings.visitors, steps: result, totalRevenue, complete };
}

const nbsp = /\u00a0|\u202f/g;
// One formatter each: toLocaleString builds a new one per call, too slow for 1,000 labels.
const wholeNumber = new Intl.NumberFormat('pt-BR');
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** 2.000 pessoas (1 pessoa); people are whole, rounded. */
export function formatPeople(n: number): string {
  const whole = Math.round(n);
  return `${wholeNumber.format(whole).replace(nbsp, ' ')} ${whole === 1 ? 'pessoa' : 'pessoas'}`;
}
/** R$ 20.000,00, with a plain space so it reads and searches the same everywhere. */
export function formatReais(n: number): string {
  return reais.format(n).replace(nbsp, ' ');
}

// The order of the presentation's slides (docs/decisions/016-presentation.md): the funnel's flow
// order, except that a step connected to nothing comes last. Left alone, a loose step placed
// left of the entry (a note, a step not wired yet) would open the meeting; the flow starts at an
// entry step (outgoing connections, none incoming) and the loose ones follow, left to right.
import type { CanvasComponent, CanvasConnection } from '#shared/canvas/content.ts';
import { flowOrder } from '#shared/canvas/forecast.ts';

type Step = Pick<CanvasComponent, 'id' | 'position'> & { data: Pick<CanvasComponent['data'], 'conversionRate' | 'price'> };
type Link = Pick<CanvasConnection, 'id' | 'from' | 'to' | 'share'>;

export function slideOrder(components: readonly Step[], connections: readonly Link[]): string[] {
  const ids = new Set(components.map((c) => c.id));
  const linked = new Set<string>();
  for (const l of connections) {
    if (l.from === l.to || !ids.has(l.from) || !ids.has(l.to)) continue;
    linked.add(l.from);
    linked.add(l.to);
  }
  const { order } = flowOrder(components, connections);
  return [...order.filter((id) => linked.has(id)), ...order.filter((id) => !linked.has(id))];
}

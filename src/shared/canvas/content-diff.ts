// D9: what changed in a funnel since the version the client last reviewed.
import type { CanvasComponent, CanvasConnection, CanvasContent, TextElement } from './content.ts';

export type ChangeKind = 'added' | 'changed' | 'removed';

export interface ContentDiff {
  components: Map<string, ChangeKind>;
  connections: Map<string, ChangeKind>;
  textElements: Map<string, ChangeKind>;
  removedComponents: CanvasComponent[];
  removedConnections: CanvasConnection[];
  removedTextElements: TextElement[];
  counts: Record<ChangeKind, number>;
}

/** Deep equality that ignores key order (the live document does not keep it). */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

function diffKind<T extends { id: string }>(before: T[], after: T[], compare: (a: T, b: T) => boolean) {
  const old = new Map(before.map((x) => [x.id, x]));
  const now = new Set(after.map((x) => x.id));
  const marks = new Map<string, ChangeKind>();
  for (const x of after) {
    const o = old.get(x.id);
    if (!o) marks.set(x.id, 'added');
    else if (!compare(o, x)) marks.set(x.id, 'changed');
  }
  const removed = before.filter((x) => !now.has(x.id));
  for (const r of removed) marks.set(r.id, 'removed');
  return { marks, removed };
}

export function diffContent(before: CanvasContent, after: CanvasContent): ContentDiff {
  const comp = diffKind(
    before.components,
    after.components,
    (a, b) => same(a.position, b.position) && a.type === b.type && same(a.data, b.data) && same(a.link ?? null, b.link ?? null),
  );
  const conn = diffKind(before.connections, after.connections, (a, b) => a.from === b.from && a.to === b.to && same(a.style, b.style));
  const text = diffKind(before.textElements, after.textElements, (a, b) => same(a, b));
  const counts: Record<ChangeKind, number> = { added: 0, changed: 0, removed: 0 };
  for (const m of [comp.marks, conn.marks, text.marks]) for (const k of m.values()) counts[k] += 1;
  return {
    components: comp.marks,
    connections: conn.marks,
    textElements: text.marks,
    removedComponents: comp.removed,
    removedConnections: conn.removed,
    removedTextElements: text.removed,
    counts,
  };
}

export const hasChanges = (d: ContentDiff) => d.counts.added + d.counts.changed + d.counts.removed > 0;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts in one pt-BR line (the publish email): "2 elementos adicionados, 1 alterado, 0 removidos". */
export function describeChanges(counts: Record<ChangeKind, number>): string {
  return [
    plural(counts.added, 'elemento adicionado', 'elementos adicionados'),
    plural(counts.changed, 'alterado', 'alterados'),
    plural(counts.removed, 'removido', 'removidos'),
  ].join(', ');
}

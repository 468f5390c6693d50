// What a published version fixes (decision 008): the title and the funnel's structure (components,
// connections, text) with its forecast settings (decision 014: the figures the client reads are
// the agency's published word). Comments and drawings are the review around it and never make a version.
import type { CanvasContent } from './content.ts';

export type CanvasStructure = Pick<CanvasContent, 'components' | 'connections' | 'textElements' | 'forecast'>;

export const structureOf = (c: CanvasStructure): CanvasStructure => ({
  components: c.components,
  connections: c.connections,
  textElements: c.textElements,
  ...(c.forecast ? { forecast: c.forecast } : {}),
});

/**
 * Deep JSON with sorted keys, absent and null fields left out: the live document keeps neither
 * key order nor the difference between a missing optional field and a null one. Elements are
 * sorted by id, since the order of a kind is not part of what the client sees.
 */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined && o[k] !== null)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

const byId = <T extends { id: string }>(xs: readonly T[]) => [...xs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export function sameStructure(a: CanvasStructure, b: CanvasStructure): boolean {
  return (
    stable(byId(a.components)) === stable(byId(b.components)) &&
    stable(byId(a.connections)) === stable(byId(b.connections)) &&
    stable(byId(a.textElements)) === stable(byId(b.textElements)) &&
    stable(a.forecast ?? null) === stable(b.forecast ?? null)
  );
}

/** The draft differs from the published version when its title or its structure does. */
export function differsFromPublished(draft: { title: string; content: CanvasStructure }, published: { title: string; content: CanvasStructure }): boolean {
  return draft.title.trim() !== published.title.trim() || !sameStructure(draft.content, published.content);
}

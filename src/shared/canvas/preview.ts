// A funnel's thumbnail on the funnel cards (decision 008), computed from the stored content
// projection (canvases.content) so the list never opens a live document: up to
// PREVIEW_MAX_BOXES component boxes, moved so the drawing starts at (0, 0), with their
// catalogue colour, and the connections between the boxes kept (as index pairs). A box is a
// tuple, not an object: a page of 50 cards carries some 400 of them, and their keys were a
// fifth of the list's answer (docs/decisions/018-list-reads.md). Also the
// number of open comment threads (root comments not resolved). Both read the column
// defensively: it holds whatever an older version stored.
import { z } from 'zod';
import { componentDefOrFallback } from './catalogue.ts';

export const PREVIEW_MAX_BOXES = 40;

/** [x, y, width, height, colour] of one component. */
export const PreviewBoxSchema = z.tuple([z.number(), z.number(), z.number(), z.number(), z.string()]);
export type PreviewBox = z.infer<typeof PreviewBoxSchema>;
export const CanvasPreviewSchema = z
  .object({
    boxes: z.array(PreviewBoxSchema),
    /** Connections as [from, to] indexes into `boxes`. */
    links: z.array(z.tuple([z.number().int(), z.number().int()])),
    /** Components in the funnel, also those beyond the boxes shown. */
    total: z.number().int(),
  })
  .describe('Miniatura do funil');
export type CanvasPreview = z.infer<typeof CanvasPreviewSchema>;

const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const list = (content: unknown, kind: string): Record<string, unknown>[] => {
  const v = obj(content)?.[kind];
  return Array.isArray(v) ? (v.map(obj).filter(Boolean) as Record<string, unknown>[]) : [];
};
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function canvasPreview(content: unknown): CanvasPreview {
  const placed = list(content, 'components').filter((c) => {
    const p = obj(c.position);
    return typeof c.id === 'string' && !!p && finite(p.x) && finite(p.y);
  });
  const shown = placed.slice(0, PREVIEW_MAX_BOXES);
  const raw = shown.map((c) => {
    const p = obj(c.position) as { x: number; y: number };
    const def = componentDefOrFallback(typeof c.type === 'string' ? c.type : '');
    return { id: c.id as string, x: p.x, y: p.y, w: def.size.width, h: def.size.height, color: def.color };
  });
  const minX = raw.length ? Math.min(...raw.map((b) => b.x)) : 0;
  const minY = raw.length ? Math.min(...raw.map((b) => b.y)) : 0;
  const index = new Map(raw.map((b, i) => [b.id, i]));
  const links: [number, number][] = [];
  for (const c of list(content, 'connections')) {
    const from = index.get(c.from as string);
    const to = index.get(c.to as string);
    if (from !== undefined && to !== undefined && from !== to) links.push([from, to]);
  }
  return {
    boxes: raw.map((b): PreviewBox => [Math.round(b.x - minX), Math.round(b.y - minY), b.w, b.h, b.color]),
    links,
    total: placed.length,
  };
}

/** Open threads: root comments (no parentId) not marked resolved. */
export function openCommentCount(content: unknown): number {
  return list(content, 'comments').filter((c) => !c.parentId && c.resolved !== true).length;
}

// canvases.content as the domain and the live documents read it: the column is JSON written by
// many hands (REST creation, template copies, older versions), so it is never trusted as it is.

import { CONTENT_KINDS } from '#shared/canvas/constants.ts';
import { type CanvasContent, ForecastSettingsSchema } from '#shared/canvas/content.ts';
import { plainElement } from '#shared/canvas/sanitize.ts';

/**
 * Content as stored in canvases.content, made safe for the document: only arrays of objects
 * with a string id are kept (a funnel created by POST /api/canvases or a template copy), as plain
 * JSON without the keys that reach a prototype and no element nested past the limit (plainElement:
 * Yjs refuses an object with a "constructor" field, and the editor could never open the funnel).
 */
export function contentFromColumn(raw: unknown): CanvasContent {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out = {} as Record<string, unknown[]>;
  for (const kind of CONTENT_KINDS) {
    const items = Array.isArray(src[kind]) ? (src[kind] as unknown[]) : [];
    out[kind] = items.map(plainElement).filter((i): i is { id: string } => !!i && typeof i === 'object' && typeof (i as { id?: unknown }).id === 'string');
  }
  const forecast = ForecastSettingsSchema.safeParse(src.forecast);
  return (forecast.success ? { ...out, forecast: forecast.data } : out) as unknown as CanvasContent;
}

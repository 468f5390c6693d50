// The live document can be written through the socket, which the REST schemas never see. So
// whatever leaves the server as content (REST answers, the stored projection, versions) is
// checked element by element with the same schemas as the REST calls (D7, D16): an element
// that breaks a rule is left out; a component whose only fault is its link keeps everything
// but the link (so a `javascript:` URL can never reach a page).

import { cleanText } from '../text.ts';
import {
  CanvasCommentSchema,
  CanvasComponentSchema,
  CanvasConnectionSchema,
  type CanvasContent,
  CanvasContentSchema,
  CONTENT_KINDS,
  type ContentKind,
  DrawingSchema,
  ForecastSettingsSchema,
  TextElementSchema,
} from './content.ts';

const ELEMENT: Record<ContentKind, { safeParse(v: unknown): { success: boolean; data?: unknown } }> = {
  components: CanvasComponentSchema,
  connections: CanvasConnectionSchema,
  textElements: TextElementSchema,
  comments: CanvasCommentSchema,
  drawings: DrawingSchema,
};

/** The kind's limit, read from CanvasContentSchema itself (the rule is written once). */
function capped(kind: ContentKind, items: unknown[]): unknown[] {
  const r = CanvasContentSchema.shape[kind].unwrap().safeParse(items);
  if (r.success) return items;
  const tooBig = r.error.issues.find((i) => i.code === 'too_big' && i.path.length === 0) as { maximum?: number | bigint } | undefined;
  return tooBig?.maximum !== undefined ? items.slice(0, Number(tooBig.maximum)) : items;
}

/** Every string and key cleaned, so the jsonb projection can never be refused (22P05) whatever a socket wrote. */
function cleanDeep(v: unknown): unknown {
  if (typeof v === 'string') return cleanText(v);
  if (Array.isArray(v)) return v.map(cleanDeep);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [cleanText(k), cleanDeep(x)]));
  return v;
}

export function sanitizeContent(input: unknown): CanvasContent {
  const raw = cleanDeep(input);
  const src = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out = {} as Record<ContentKind, unknown[]>;
  for (const kind of CONTENT_KINDS) {
    const items = Array.isArray(src[kind]) ? (src[kind] as unknown[]) : [];
    const kept: unknown[] = [];
    for (const item of items) {
      let r = ELEMENT[kind].safeParse(item);
      if (!r.success && kind === 'components' && item && typeof item === 'object' && 'link' in item) {
        r = ELEMENT[kind].safeParse({ ...(item as object), link: null });
      }
      if (r.success) kept.push(r.data);
    }
    out[kind] = capped(kind, kept);
  }
  const forecast = ForecastSettingsSchema.safeParse(src.forecast);
  return (forecast.success ? { ...out, forecast: forecast.data } : out) as unknown as CanvasContent;
}

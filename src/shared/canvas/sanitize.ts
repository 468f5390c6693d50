// The live document can be written through the socket, which the REST schemas never see. So
// whatever leaves the server as content (REST answers, the stored projection, versions) is
// checked element by element with the same schemas as the REST calls (D7, D16): an element
// that breaks a rule is left out; a component whose only fault is its link keeps everything
// but the link (so a `javascript:` URL can never reach a page).
// Content stored before the shape rules (json-shape.ts, docs/decisions/006) may hold keys that
// reach a prototype, or values nested thousands deep: the keys are dropped (the element keeps the
// rest), an element nested deeper than MAX_ELEMENT_DEPTH is left out. Never refused: a rule added
// later must not turn a read into a 500.

import { HOSTILE_KEYS, jsonShapeFault } from '../json-shape.ts';
import { cleanText } from '../text.ts';
import { CONTENT_KINDS, type ContentKind } from './constants.ts';
import {
  CanvasCommentSchema,
  CanvasComponentSchema,
  CanvasConnectionSchema,
  type CanvasContent,
  CanvasContentSchema,
  DrawingSchema,
  ForecastSettingsSchema,
  TextElementSchema,
} from './content.ts';
import { MAX_ELEMENT_DEPTH } from './limits.ts';

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

/**
 * Every string and key cleaned, so the jsonb projection can never be refused (22P05) whatever a
 * socket wrote; only own fields, into plain objects, without the hostile keys. Recursive: call it
 * on values whose depth is known to be bounded (plainElement).
 */
function cleanDeep(v: unknown): unknown {
  if (typeof v === 'string') return cleanText(v);
  if (Array.isArray(v)) return v.map(cleanDeep);
  if (v && typeof v === 'object') {
    const fields: [string, unknown][] = [];
    for (const [k, x] of Object.entries(v)) {
      const key = cleanText(k);
      if (!HOSTILE_KEYS.has(key)) fields.push([key, cleanDeep(x)]);
    }
    return Object.fromEntries(fields);
  }
  return v;
}

/** One element as plain JSON (cleanDeep), or null when it nests deeper than MAX_ELEMENT_DEPTH. */
export function plainElement(item: unknown): unknown {
  return jsonShapeFault(item, MAX_ELEMENT_DEPTH, { keys: false, plain: false }) ? null : cleanDeep(item);
}

export function sanitizeContent(input: unknown): CanvasContent {
  const src = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const out = {} as Record<ContentKind, unknown[]>;
  for (const kind of CONTENT_KINDS) {
    const items = Array.isArray(src[kind]) ? (src[kind] as unknown[]) : [];
    const kept: unknown[] = [];
    for (const raw of items) {
      const item = plainElement(raw);
      if (item === null) continue;
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

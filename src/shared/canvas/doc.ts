// The live document's shape (D19). One Y.Map per content kind, keyed by element id;
// each element is a Y.Map of its fields, so concurrent edits of different elements (or
// different fields of one element) merge instead of overwriting each other.
import * as Y from 'yjs';
import { CONTENT_KINDS, type ContentKind } from './constants.ts';
import type { CanvasContent, ForecastSettings } from './content.ts';
import { forecastSettingsFrom } from './forecast-rules.ts';

export const META_KEY = 'meta';
/**
 * The forecast settings are one root map with the fields of ForecastSettings: set by
 * the agency like any element, checked by the socket guard like any element.
 */
export const FORECAST_KEY = 'forecast';
export const FORECAST_FIELDS = ['visitors', 'enabled'] as const;

export function readForecast(doc: Y.Doc): ForecastSettings | undefined {
  const map = doc.getMap(FORECAST_KEY);
  if (map.size === 0) return undefined;
  return forecastSettingsFrom(map.toJSON());
}

/** Writes the fields given (a field left out keeps its value): a three-way merge sets only those it changed. */
export function writeForecast(doc: Y.Doc, settings: Partial<ForecastSettings>): void {
  const map = doc.getMap(FORECAST_KEY);
  for (const k of FORECAST_FIELDS) if (settings[k] !== undefined && map.get(k) !== settings[k]) map.set(k, settings[k]);
}

/**
 * The funnel's title lives in the document too (meta map, key "title"), so a rename reaches
 * every open editor live, and canvases.title is its projection, written by the server's
 * persistence in the same transaction as the content (server/collab/persistence.ts). Only the
 * server writes it (a REST rename, through CanvasDocs.setTitle; the socket guard refuses any
 * write outside the content kinds), and the editor's Salvar and Publicar never send a title:
 * a second editor holding an older title therefore has no way to write it back.
 */
export function readDocTitle(doc: Y.Doc): string | null {
  const t = doc.getMap(META_KEY).get('title');
  return typeof t === 'string' && t.length > 0 ? t : null;
}

export function writeDocTitle(doc: Y.Doc, title: string): void {
  const meta = doc.getMap(META_KEY);
  if (meta.get('title') !== title) meta.set('title', title);
}

export function kindMap(doc: Y.Doc, kind: ContentKind): Y.Map<Y.Map<unknown>> {
  return doc.getMap(kind) as Y.Map<Y.Map<unknown>>;
}

/** An element's insertion order and its JSON without that field: one object per element, not two. */
function toPlain(map: Y.Map<unknown>): [number, Record<string, unknown>] {
  const el: Record<string, unknown> = {};
  let order = 0;
  map.forEach((v, k) => {
    if (k === '_o') order = Number(v);
    else el[k] = v instanceof Y.AbstractType ? v.toJSON() : v;
  });
  return [order, el];
}

/** The JSON projection: what REST calls and lists read. Ordered by insertion order field `_o`. */
export function readContent(doc: Y.Doc): CanvasContent {
  const out = {} as Record<ContentKind, unknown[]>;
  for (const kind of CONTENT_KINDS) {
    const items: [number, Record<string, unknown>][] = [];
    for (const el of kindMap(doc, kind).values()) items.push(toPlain(el));
    items.sort((a, b) => a[0] - b[0] || String(a[1].id).localeCompare(String(b[1].id)));
    out[kind] = items.map((i) => i[1]);
  }
  const forecast = readForecast(doc);
  return (forecast ? { ...out, forecast } : out) as unknown as CanvasContent;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

let lastOrder = 0;
/**
 * Insertion order of a new element (`_o`): time-based across clients (ties broken by id), and
 * strictly increasing within one process, so that a batch (docFromContent, a REST merge) keeps
 * the order it was given even when it runs within one millisecond.
 */
export function nextOrder(): number {
  lastOrder = Math.max(Date.now(), lastOrder + 0.001);
  return lastOrder;
}

/** Writes one element field by field: unchanged fields are not touched (no spurious conflicts). */
export function setElement(doc: Y.Doc, kind: ContentKind, value: { id: string } & Record<string, unknown>): void {
  const map = kindMap(doc, kind);
  let el = map.get(value.id);
  if (!el) {
    el = new Y.Map<unknown>();
    el.set('_o', nextOrder());
    for (const [k, v] of Object.entries(value)) if (v !== undefined) el.set(k, v);
    map.set(value.id, el);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (!sameValue(el.get(k), v)) el.set(k, v);
  }
  for (const k of Array.from(el.keys())) if (k !== '_o' && !(k in value)) el.delete(k);
}

export function deleteElement(doc: Y.Doc, kind: ContentKind, id: string): void {
  kindMap(doc, kind).delete(id);
}

/**
 * Merges a whole content (a REST PATCH/PUT) into the document element by element (D19):
 * elements present are created or updated; elements absent are deleted only for the kinds
 * listed in `replaceKinds` (the caller's permissions decide which kinds it may touch).
 */
export function mergeContent(doc: Y.Doc, content: Partial<CanvasContent>, replaceKinds: readonly ContentKind[] = CONTENT_KINDS, origin?: unknown): void {
  doc.transact(() => {
    for (const kind of replaceKinds) {
      const items = (content[kind] ?? undefined) as ({ id: string } & Record<string, unknown>)[] | undefined;
      if (!items) continue;
      const keep = new Set(items.map((i) => i.id));
      for (const id of Array.from(kindMap(doc, kind).keys())) if (!keep.has(id)) deleteElement(doc, kind, id);
      for (const item of items) setElement(doc, kind, item);
    }
    // The settings belong to the structure: only a caller allowed to replace components sets
    // them, and absent settings leave the document's as they are (an older editor never
    // switches the forecast off).
    if (content.forecast && replaceKinds.includes('components')) writeForecast(doc, content.forecast);
  }, origin);
}

/** A new document holding the content (creating a funnel, a template copy, a version restore). */
export function docFromContent(content: CanvasContent): Y.Doc {
  const doc = new Y.Doc();
  mergeContent(doc, content);
  return doc;
}

export function encodeDoc(doc: Y.Doc): Uint8Array {
  return Y.encodeStateAsUpdate(doc);
}
export function decodeDoc(state: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}
